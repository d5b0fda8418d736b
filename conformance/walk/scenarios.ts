/**
 * Check 3 for the operations no chain covers: one valid request each, its body built by the data
 * factory (the contract's example and generated values) with the backend's own ids laid over it.
 * Operations that need a secret only a mailbox or an OAuth provider holds are still called (with the
 * contract's example) so their answer is judged, and their positive check is reported as skipped.
 */
import type { Actor } from '../http/actor';
import type { Context } from '../engine/context';
import { dataOf, isSuccess, statusOf } from '../http/exchange';
import { isUpdate, updateWithReadBack } from '../checks/read-back';
import { checkSignedInByGuestCall, cookiesOf } from '../checks/sanctum';
import type { Run } from '../engine/run-state';
import { MESSAGE_SCENARIOS } from './message-controls';
import type { Scenario } from './scenario';
import { judgeSignedIn } from '../checks/promises/signed-in';
import { call, uniqueToken as unique, type StepOptions } from '../engine/steps';
import { positive } from '../checks/positive-data';
import { CHECK } from '../engine/check-names';

const body = (
  run: Run,
  opId: string,
  overrides: Record<string, unknown> = {},
  example = true,
): StepOptions => ({
  json: run.data.body(run.op(opId), overrides, { example }),
});

function exampleQuery(run: Run, opId: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const parameter of run.op(opId).parameters)
    if (parameter.in === 'query' && parameter.required)
      query[parameter.name] = String(
        parameter.example ?? Object.values(parameter.examples ?? {})[0]?.value ?? 'x',
      );
  return query;
}

const row = (ctx: Context, key: string) =>
  ctx.facts.get(key) as Record<string, unknown> | undefined;

export const SCENARIOS: Scenario[] = [
  { op: 'getMicrosoftRedirect', actor: 'guest', options: () => ({ query: { type: 'login' } }) },
  {
    op: 'register',
    actor: 'guest',
    options: (ctx, run) => {
      const password = `Conformance-${unique()}-pass`;
      const email = `conformance-${unique()}@example.com`;
      ctx.facts.set('registeredEmail', email);
      return body(run, 'register', {
        email,
        password,
        password_confirmation: password,
        terms: true,
        // A partner: the same call judges `is_partner`, within register's throttle (5 a minute per IP).
        partner: true,
        company: 'Conformance Partners Ltd',
      });
    },
    leaves: () => 'a registered partner account (the API has no way to delete an account)',
    signsIn: ['register/signed-in', 'register/partner'],
  },
  {
    op: 'forgotPassword',
    actor: 'guest',
    // The account registered just before: a reset mail to it is never throttled by an earlier run.
    options: (ctx, run) =>
      body(run, 'forgotPassword', {
        email: (ctx.facts.get('registeredEmail') as string | undefined) ?? ctx.a.email,
      }),
  },
  {
    op: 'requestRegistration',
    actor: 'guest',
    options: (_, run) =>
      body(run, 'requestRegistration', { email: `conformance-${unique()}@example.com` }),
    leaves: () => 'a registration request sent to the sales team',
  },
  {
    op: 'resetPassword',
    actor: 'guest',
    secret: 'needs the token of a password-reset email',
    options: (_, run) => body(run, 'resetPassword'),
  },
  {
    op: 'verifyEmail',
    actor: 'guest',
    secret: 'needs the signed link of a verification email',
    options: () => ({ query: { expires: 1, signature: 'not-a-valid-signature' } }),
  },
  {
    op: 'microsoftCallback',
    actor: 'guest',
    secret: 'needs an authorization code from Microsoft',
    options: (_, run) => ({ query: exampleQuery(run, 'microsoftCallback') }),
  },
  {
    op: 'getInvitationInfo',
    actor: 'guest',
    secret: 'needs the token of an invitation email',
    options: () => ({ query: { token: `not-a-token-${unique()}` } }),
  },
  {
    op: 'acceptInvitation',
    actor: 'guest',
    secret: 'needs the token of an invitation email',
    options: (_, run) => body(run, 'acceptInvitation', { token: `not-a-token-${unique()}` }),
  },
  // Answering one of the user's own invitations cannot be undone (accepting joins a council,
  // declining deletes it), and the runner's accounts have none to spare: both are called on an
  // id no invitation has, and judged against the contract (404 is documented).
  ...(['acceptProfileInvitation', 'declineProfileInvitation'] as const).map((op) => ({
    op,
    secret: "needs a pending invitation of the signed-in user's own, which answering would use up",
    options: () => ({ params: { invitation: 2_000_000_000 } }),
  })),
  {
    op: 'toolCallback',
    secret: "needs an authorization code from the tool's OAuth provider",
    options: (_, run) => ({ query: exampleQuery(run, 'toolCallback') }),
  },
  {
    op: 'confirmSharepointAuth',
    secret: 'needs an authorization code from Microsoft',
    options: (_, run) => ({ query: exampleQuery(run, 'confirmSharepointAuth') }),
  },
  {
    op: 'disconnectTool',
    secret:
      'would disconnect a tool the account connected through OAuth, which the runner cannot connect again; called on a tool that is not connected',
    options: (ctx) => ({
      params: { tool: (row(ctx, 'idleTool')?.slug as string | undefined) ?? 'not-a-tool' },
    }),
  },
  // The account's own name, changed (so the read-back proves it was saved) and put back at the end.
  {
    op: 'updateProfile',
    options: () => ({ json: { name: `Conformance ${unique()}` } }),
    restore: (ctx) => ({ json: { name: ctx.a.name } }),
  },
  { op: 'authorizeTool' },
  {
    op: 'callToolFunction',
    options: (ctx, run) =>
      row(ctx, 'connectedTool') ? body(run, 'callToolFunction', { arguments: {} }) : null,
  },
  {
    op: 'sendFeedback',
    options: (_, run) => body(run, 'sendFeedback', { page_url: undefined }),
    leaves: () => 'a feedback message',
  },
  {
    op: 'buyAgent',
    options: (ctx, run) =>
      ctx.facts.get('paidAgent') === undefined
        ? null
        : {
            params: { agent: ctx.facts.get('paidAgent') as number },
            ...body(run, 'buyAgent', { payment_method: 'card', council_id: undefined }),
          },
    leaves: () => 'a pending order for a paid agent',
    after: (ctx, _, data) => ctx.set('payment', data?.id as number | undefined),
  },
  {
    op: 'setupPayment',
    options: (_, run) => body(run, 'setupPayment', { payment_method: 'card' }),
  },
  {
    op: 'createCouncil',
    options: (_, run) =>
      body(run, 'createCouncil', { name: `Conformance Council ${unique()}`, slug: undefined }),
    leaves: () => 'a council (the API has no way to delete a council)',
  },
  { op: 'getCouncil' },
  {
    op: 'updateCouncil',
    options: (_, run) =>
      body(run, 'updateCouncil', { name: `Conformance Council ${unique()}` }, false),
    restore: (ctx, run) => {
      const name = ctx.a.councils.find((c) => c.id === ctx.get('council'))?.name;
      return name ? body(run, 'updateCouncil', { name }, false) : null;
    },
  },
  { op: 'listCouncilOrders' },
  { op: 'listProfileOrders' },
  {
    op: 'resendCouncilInvitation',
    options: (ctx) =>
      ctx.facts.get('invitee') === undefined
        ? null
        : { params: { user: ctx.facts.get('invitee') as number }, json: { notify: false } },
    leaves: () => 'a renewed link of a pending invitation (the previous link stops working)',
  },
  { op: 'listCouncilUsers' },
  { op: 'getCouncilUser' },
  { op: 'listCouncilFiles' },
  { op: 'listJoinRequests' },
  {
    op: 'updateCouncilLicence',
    // Sets the licence to the holder it has: the call is checked without changing who holds it.
    options: (ctx, run) =>
      row(ctx, 'licence')
        ? body(
            run,
            'updateCouncilLicence',
            { user_id: row(ctx, 'licence')!.user_id ?? null, status: undefined },
            false,
          )
        : null,
  },
  {
    op: 'buySubscription',
    options: (ctx, run) =>
      ctx.facts.get('buyablePlan') === undefined
        ? null
        : {
            params: { subscription: ctx.facts.get('buyablePlan') as number },
            ...body(run, 'buySubscription', { council_id: ctx.get('council') }),
          },
    leaves: () => 'a pending subscription order',
  },
  {
    op: 'updateCouncilAgent',
    options: (ctx, run) => {
      const agent = row(ctx, 'councilAgent');
      return agent
        ? body(
            run,
            'updateCouncilAgent',
            { is_enabled: agent.is_enabled, instructions: `Conformance run ${unique()}` },
            false,
          )
        : null;
    },
    restore: (ctx, run) => {
      const agent = row(ctx, 'councilAgent');
      return agent
        ? body(
            run,
            'updateCouncilAgent',
            { is_enabled: agent.is_enabled, instructions: agent.instructions ?? null },
            false,
          )
        : null;
    },
  },
  { op: 'listCouncilAgentFiles' },
  {
    op: 'listCouncilAgentUsers',
    after: (ctx, _, data) =>
      ctx.facts.set(
        'councilAgentUsers',
        (Array.isArray(data) ? (data as { id: number }[]) : []).map((user) => user.id),
      ),
  },
  {
    op: 'updateCouncilAgentUsers',
    // One user fewer (or the second user added to an empty list), so the read-back sees a change;
    // the list it had is put back at the end.
    options: (ctx, run) => {
      const users = (ctx.facts.get('councilAgentUsers') as number[] | undefined) ?? [];
      const changed =
        users.length > 0
          ? users.slice(0, -1)
          : ctx.get('user') !== undefined
            ? [ctx.get('user') as number]
            : [];
      return body(run, 'updateCouncilAgentUsers', { users: changed });
    },
    restore: (ctx, run) =>
      body(run, 'updateCouncilAgentUsers', {
        users: (ctx.facts.get('councilAgentUsers') as number[] | undefined) ?? [],
      }),
  },
  {
    op: 'linkCouncilAgentSharepoint',
    // The folder the agent has linked, if any: the call is checked without changing the link.
    options: (ctx, run) => {
      const linked = row(ctx, 'councilAgent')?.sharepoint as
        { drive: string; path: string } | null | undefined;
      if (linked)
        return body(run, 'linkCouncilAgentSharepoint', { drive: linked.drive, path: linked.path });
      return ctx.get('segment1') === undefined
        ? null
        : body(run, 'linkCouncilAgentSharepoint', { drive: ctx.get('segment1'), path: '/' });
    },
    leaves: (ctx) =>
      row(ctx, 'councilAgent')?.sharepoint
        ? ''
        : 'a SharePoint link on a council agent that had none (the API has no unlink)',
  },
  { op: 'browseSharepoint3' },
  { op: 'listAgentFiles' },
  {
    op: 'previewAgent',
    // A question in words: a generated string may be spaces alone, which Laravel trims to nothing.
    options: (_, run) =>
      body(run, 'previewAgent', { content: 'Which documents should a new councillor read first?' }),
  },
  { op: 'publishAgent' },
  ...MESSAGE_SCENARIOS,
];

export async function runScenario(run: Run, ctx: Context, scenario: Scenario): Promise<void> {
  // Each guest call gets a fresh client: register and login sign the client in.
  let actor: Actor = scenario.actor === 'b' ? ctx.actorB : ctx.actorA;
  if (scenario.actor === 'guest') {
    actor = run.actor('guest');
    await actor.csrfCookie(CHECK.positiveData);
  }
  const options = scenario.options ? scenario.options(ctx, run) : {};
  if (!options) {
    const why = 'the backend gave the runner no record to call it on';
    run.results.skip(scenario.op, CHECK.positiveData, why);
    // An update that could not be made cannot be read back either: say so, never nothing.
    if (isUpdate(run.op(scenario.op))) run.results.skip(scenario.op, CHECK.updateReadBack, why);
    return;
  }
  if (scenario.secret) {
    const exchange = await call(run, ctx, scenario.op, actor, CHECK.positiveData, options);
    if (exchange)
      run.results.skip(
        scenario.op,
        CHECK.positiveData,
        `${scenario.secret}; called with the contract's example and judged against the contract only`,
      );
    return;
  }
  const op = run.op(scenario.op);
  const restore = scenario.restore?.(ctx, run);
  if (restore)
    ctx.created(`${scenario.op}: the values the record had before the run`, async () => {
      const back = await call(run, ctx, scenario.op, actor, CHECK.updateReadBack, restore);
      if (back && !isSuccess(back)) throw new Error(`restoring answered ${statusOf(back)}`);
    });
  const before = cookiesOf(actor);
  const exchange = isUpdate(op)
    ? await updateWithReadBack(run, ctx, op, actor, options)
    : await positive(run, ctx, scenario.op, actor, options);
  const status = exchange?.response?.status ?? 0;
  if (scenario.actor === 'guest' && op.method !== 'GET' && status >= 200 && status < 300)
    await checkSignedInByGuestCall(run, ctx, scenario.op, actor, before);
  if (status >= 200 && status < 300) {
    const left = scenario.leaves?.(ctx);
    if (left) run.leftBehind.push(`${scenario.op}: ${left}`);
    scenario.after?.(ctx, run, dataOf(exchange));
    for (const id of scenario.signsIn ?? []) await judgeSignedIn(run, ctx, id, actor, exchange);
  }
}
