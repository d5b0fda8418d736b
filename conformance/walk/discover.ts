/**
 * Sign-in and discovery: both accounts sign in through the real Sanctum flow, then the runner reads
 * what it needs to fill paths (councils and roles, agents, tools, licences…) with read-only calls,
 * each of which is also a positive check of the list operation it calls.
 */
import { UnreachableError } from '../http/client';
import type { Actor } from '../http/actor';
import type { Account, Context } from '../engine/context';
import { dataOf, isSuccess, statusOf } from '../http/exchange';
import type { Run } from '../engine/run-state';
import { judgePositive, positive } from '../checks/positive-data';

import { RunAborted } from '../engine/errors';
import { setFreeAgents } from '../checks/free-agents';
import { login, signInHint } from '../engine/sign-in';
import { CHECK } from '../engine/check-names';

export async function preflight(run: Run, ctx: Context): Promise<void> {
  try {
    await positive(run, ctx, 'getCsrfCookie', ctx.guest);
  } catch (error) {
    if (error instanceof UnreachableError)
      throw new RunAborted(`${run.options.baseUrl} does not answer: ${error.message}`);
    throw error;
  }
  if (!ctx.guest.hasXsrfToken)
    throw new RunAborted(
      `GET /sanctum/csrf-cookie set no XSRF-TOKEN cookie (${statusOf(run.exchanges.at(-1))}): is this a Laravel Sanctum backend, and is ${run.options.origin} in SANCTUM_STATEFUL_DOMAINS?`,
    );
}

export async function signIn(
  run: Run,
  ctx: Context,
  actor: Actor,
  email: string,
  password: string,
): Promise<Account> {
  await actor.csrfCookie(CHECK.positiveData);
  const { exchange, waited } = await login(run, actor, email, password, CHECK.positiveData);
  judgePositive(
    run,
    'login',
    exchange,
    waited === null
      ? ''
      : ` after waiting out Retry-After ${waited} s once (the first try answered 429)`,
  );
  if (!isSuccess(exchange))
    throw new RunAborted(
      `sign-in (login) as ${email} failed: ${statusOf(exchange)}. ${await signInHint(run, exchange, actor, waited)}`,
    );
  const profile = dataOf<{
    id: number;
    name: string;
    email: string;
    councils?: { id: number; name?: string; role: string }[];
  }>(await positive(run, ctx, 'getProfile', actor));
  if (!profile?.id) throw new RunAborted(`GET /api/profile as ${email} gave no user`);
  actor.userId = profile.id;
  return {
    id: profile.id,
    name: profile.name,
    email: profile.email,
    councils: profile.councils ?? [],
  };
}

type Row = Record<string, unknown>;
const list = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

export async function discover(run: Run, ctx: Context): Promise<void> {
  const { actorA: a, a: accountA, b: accountB } = ctx;
  const bCouncils = new Map(accountB.councils.map((c) => [c.id, c.role]));
  const aAdmin = accountA.councils.filter((c) => c.role === 'admin');
  // The council checks run in: A administers it and, ideally, B is a plain member (for the role check).
  const shared = aAdmin.find((c) => bCouncils.get(c.id) === 'member') ?? aAdmin[0];
  ctx.set('council', shared?.id);
  ctx.facts.set('bRoleInCouncil', shared ? bCouncils.get(shared.id) : undefined);
  // A council A administers and B is not in: B asks to join it, A decides.
  ctx.facts.set('joinCouncil', aAdmin.find((c) => !bCouncils.has(c.id))?.id);
  ctx.set('id', accountA.id);
  ctx.set('hash', 'not-a-valid-hash');

  const dictionaries = [
    'listCategories',
    'listModels',
    'listRoles',
    'listUserPositions',
    'listHelpPages',
    'listSubscriptions',
  ];
  const answers = await Promise.all(dictionaries.map((id) => positive(run, ctx, id, a)));
  ctx.facts.set('categoryId', list(dataOf(answers[0]))[0]?.id);
  ctx.facts.set('modelId', list(dataOf(answers[1]))[0]?.id);
  ctx.facts.set('positionId', list(dataOf(answers[3]))[0]?.id);
  const plans = list(dataOf(answers[5]));
  ctx.set('subscription', plans[0]?.id as number | undefined);

  const tools = list(dataOf(await positive(run, ctx, 'listTools', a)));
  const connected = tools.find((t) => t.is_connected === true && list(t.functions).length > 0);
  const notConnected = tools.find((t) => t.is_connected === false);
  ctx.facts.set('connectedTool', connected);
  ctx.facts.set('idleTool', notConnected);
  ctx.set('tool', (connected ?? tools[0])?.slug as string | undefined);
  const fn = (connected?.functions as unknown[] | undefined)?.[0];
  ctx.set(
    'function',
    typeof fn === 'string' ? fn : ((fn as Row | undefined)?.name as string | undefined),
  );

  const profileAgents = list(dataOf(await positive(run, ctx, 'listProfileAgents', a)));
  ctx.facts.set('profileAgentIds', new Set(profileAgents.map((p) => p.id)));
  const chatAgent = profileAgents[0]?.id as number | undefined;
  ctx.facts.set('chatAgent', chatAgent);
  const bAgents = list(dataOf(await positive(run, ctx, 'listProfileAgents', ctx.actorB)));
  ctx.facts.set('bChatAgent', bAgents[0]?.id);

  const free = list(
    dataOf(
      await positive(run, ctx, 'listAgents', a, { query: { pricing: 'free', per_page: 100 } }),
    ),
  );
  setFreeAgents(
    ctx,
    free.filter((agent) => agent.is_added === false).map((agent) => agent.id as number),
  );
  const paid = list(
    dataOf(
      await positive(run, ctx, 'listAgents', a, { query: { pricing: 'paid', per_page: 100 } }),
    ),
  );
  // An agent with an order of the account's own waiting for payment cannot be ordered again (422).
  const awaiting = list(
    dataOf(
      await positive(run, ctx, 'listProfileOrders', a, {
        query: { payment_status: 'awaiting_payment', per_page: 100 },
      }),
    ),
  );
  const ordered = new Set(awaiting.filter((o) => o.type === 'agent').map((o) => o.item_id));
  ctx.facts.set(
    'paidAgent',
    paid.find((agent) => agent.is_added === false && !ordered.has(agent.id))?.id,
  );

  const search = list(
    dataOf(await positive(run, ctx, 'searchCouncils', a, { query: { q: 'council' } })),
  );
  const mine = new Set(accountA.councils.map((c) => c.id));
  const foreign =
    accountB.councils.find((c) => !mine.has(c.id))?.id ??
    search.find((c) => !mine.has(c.id as number))?.id;
  ctx.facts.set('foreignCouncil', foreign);

  if (ctx.get('council') === undefined) return;
  const [councilAgents, licences, drives] = await Promise.all([
    positive(run, ctx, 'listCouncilAgents', a),
    positive(run, ctx, 'listCouncilLicences', a),
    positive(run, ctx, 'listSharepointDrives', a),
  ]);
  // A plan with an order of the council's waiting for payment cannot be ordered again (422): an
  // earlier run's order stays pending, so a second run buys another plan, or skips the purchase.
  const awaitingPlans = list(
    dataOf(
      await positive(run, ctx, 'listCouncilOrders', a, {
        query: { payment_status: 'awaiting_payment', type: 'subscription', per_page: 100 },
      }),
    ),
  );
  const orderedPlans = new Set(awaitingPlans.map((o) => o.item_id));
  // Nor can the plan the council already has.
  const councilRow = dataOf(await positive(run, ctx, 'getCouncil', a)) as Row | undefined;
  orderedPlans.add((councilRow?.subscription as Row | null | undefined)?.id);
  ctx.facts.set('buyablePlan', plans.find((plan) => !orderedPlans.has(plan.id))?.id);
  const councilAgent = list(dataOf(councilAgents))[0];
  ctx.set('agentInCouncil', councilAgent?.id as number | undefined);
  ctx.facts.set('councilAgent', councilAgent);
  // A licence the check can set to the holder it has; an expired one refuses any change.
  const licence = list(dataOf(licences)).find(
    (l) =>
      l.status !== 'expired' &&
      (typeof l.expires_at !== 'string' || Date.parse(l.expires_at) > Date.now()),
  );
  ctx.set('licence', licence?.id as number | undefined);
  ctx.facts.set('licence', licence);
  const drive = list(dataOf(drives))[0];
  ctx.set('segment1', drive?.id as string | undefined);
  if (drive) {
    // The first top-level folder that holds a sub-folder gives all three browse depths.
    const tops = list(dataOf(await positive(run, ctx, 'browseSharepoint1', a))).filter(
      (item) => item.is_folder === true,
    );
    for (const top of tops.slice(0, 6)) {
      ctx.set('segment2', top.name as string);
      const sub = list(dataOf(await positive(run, ctx, 'browseSharepoint2', a))).find(
        (item) => item.is_folder === true,
      );
      if (sub) {
        ctx.set('segment3', sub.name as string);
        break;
      }
    }
  }
  ctx.set('user', accountB.id);
  // A pending invitation of the council, for renewing its link (the runner never emails it).
  const invited = list(
    dataOf(
      await positive(run, ctx, 'listCouncilUsers', a, {
        query: { status: 'invited', per_page: 100 },
      }),
    ),
  );
  ctx.facts.set('invitee', invited[0]?.id);
}
