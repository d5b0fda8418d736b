/**
 * Check 5, authorization: the second account's threads and folders and a council the first account
 * is not in are refused (403/404, never 2xx); a plain member calling an operation whose
 * `x-council-roles` leaves members out gets 403.
 */
import type { ContractOperation } from '../contract/contract';
import type { Context } from '../engine/context';
import { dataOf, isSuccess, statusOf, type Exchange } from '../http/exchange';
import { councilRoles } from '../engine/roles';
import type { Run } from '../engine/run-state';

import { call, expectStatus, uniqueName, type StepOptions } from '../engine/steps';
import { checkForeignMessages, FOREIGN_MESSAGE_OPERATIONS } from './foreign-messages';
import { CHECK } from '../engine/check-names';

/** The council roles the contract names that an operation's `x-council-roles` leaves out. */
export function excludedRoles(run: Run, op: ContractOperation): string[] {
  if (!op.councilRoles) return [];
  return councilRoles(run).filter((role) => !op.councilRoles!.includes(role));
}

/**
 * The valid request as it names the run's council: operations without a `{council}` in their path
 * (createAgent, buyAgent, buySubscription) name it in the body's `council_id`, and the policy
 * applies to that council, so the refused caller names the council they have their role in.
 */
export function inRunCouncil(op: ContractOperation, ctx: Context, valid: StepOptions): StepOptions {
  const bodyCouncil =
    !op.path.includes('{council}') && valid.json !== null && typeof valid.json === 'object';
  return bodyCouncil
    ? {
        ...valid,
        json: { ...(valid.json as Record<string, unknown>), council_id: ctx.get('council') },
      }
    : valid;
}

/** Every role `x-council-roles` leaves out is refused (403): a member, and a manager where only admins may. */
export async function checkRole(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  valid: StepOptions,
  onCreated?: (exchange: Exchange) => Promise<void>,
): Promise<void> {
  const excluded = excludedRoles(run, op);
  if (excluded.length === 0) return;
  const request = inRunCouncil(op, ctx, valid);
  let tried = 0;
  for (const role of excluded) {
    const who = ctx.inRole(role);
    if (!who) {
      run.results.skip(op.operationId, CHECK.authorizationRole, `${role}: ${ctx.noAccount(role)}`);
      continue;
    }
    tried++;
    const exchange = await call(
      run,
      ctx,
      op.operationId,
      who.actor,
      CHECK.authorizationRole,
      request,
    );
    expectStatus(
      run,
      op.operationId,
      CHECK.authorizationRole,
      exchange,
      [403],
      `a council ${role} (${who.account.email}; x-council-roles: ${op.councilRoles!.join(', ')})`,
    );
    if (exchange && isSuccess(exchange)) await onCreated?.(exchange);
  }
  if (tried === 0 && !run.results.has(op.operationId, CHECK.authorizationRole))
    run.results.skip(
      op.operationId,
      CHECK.authorizationRole,
      `no account in any of ${excluded.join(', ')}`,
    );
}

/** The operations the first user calls on the second user's records (and a council not theirs). */
export const FOREIGN_OPERATIONS = [
  'listFolders',
  'listThreads',
  'getFolder',
  'updateFolder',
  'deleteFolder',
  'getThread',
  'updateThread',
  'sendThreadMessage',
  'deleteThread',
  'getCouncil',
  'listCouncilUsers',
  'listCouncilFiles',
  ...FOREIGN_MESSAGE_OPERATIONS,
];

/** The first user reaches for records of the second: each must be refused. */
export async function checkForeign(run: Run, ctx: Context): Promise<void> {
  const { actorA: a, actorB: b } = ctx;
  const refused = [403, 404];
  const bAgent = ctx.facts.get('bChatAgent');
  const folder = await call(run, ctx, 'createFolder', b, CHECK.authorizationForeign, {
    json: run.data.body(run.op('createFolder'), { name: `Foreign ${Date.now().toString(36)}` }),
  });
  const folderId = dataOf(folder)?.id as number | undefined;
  if (folderId !== undefined && isSuccess(folder)) {
    ctx.created(`the second user's folder ${folderId}`, async () => {
      await call(run, ctx, 'deleteFolder', b, CHECK.authorizationForeign, {
        params: { folder: folderId },
      });
    });
    await expectNotListed(run, ctx, 'listFolders', {}, folderId, "the second user's folder");
    for (const opId of ['getFolder', 'updateFolder', 'deleteFolder']) {
      if (!run.selected(opId)) continue;
      const body =
        opId === 'updateFolder'
          ? run.data.body(run.op(opId), { name: `Taken ${Date.now().toString(36)}` })
          : undefined;
      const exchange = await call(run, ctx, opId, a, CHECK.authorizationForeign, {
        params: { folder: folderId },
        json: body,
      });
      expectStatus(
        run,
        opId,
        CHECK.authorizationForeign,
        exchange,
        refused,
        "another user's folder",
      );
    }
  } else
    run.results.skip(
      'getFolder',
      CHECK.authorizationForeign,
      `the second user could not create a folder: createFolder answered ${statusOf(folder)}`,
    );

  if (bAgent !== undefined) {
    const title = uniqueName('Private thread');
    const thread = await call(run, ctx, 'createThread', b, CHECK.authorizationForeign, {
      json: run.data.body(run.op('createThread'), {
        agent_id: bAgent,
        folder_id: undefined,
        title,
      }),
    });
    const threadId = dataOf(thread)?.id as number | undefined;
    if (threadId !== undefined && isSuccess(thread)) {
      ctx.created(`the second user's thread ${threadId}`, async () => {
        await call(run, ctx, 'deleteThread', b, CHECK.authorizationForeign, {
          params: { thread: threadId },
        });
      });
      ctx.facts.set('foreignThread', threadId);
      // Found by its title where a list that is not scoped to its user would show it.
      await expectNotListed(
        run,
        ctx,
        'listThreads',
        { search: title },
        threadId,
        "the second user's thread",
      );
      // Before the loop below, whose refused delete must still leave the thread there to write in.
      await checkForeignMessages(run, ctx, threadId);
      for (const opId of ['getThread', 'updateThread', 'sendThreadMessage', 'deleteThread']) {
        if (!run.selected(opId)) continue;
        const op = run.op(opId);
        const body =
          op.body === 'json'
            ? run.data.body(op, { title: 'Taken', folder_id: undefined, file_ids: undefined })
            : undefined;
        const exchange = await call(run, ctx, opId, a, CHECK.authorizationForeign, {
          params: { thread: threadId },
          json: body,
        });
        expectStatus(
          run,
          opId,
          CHECK.authorizationForeign,
          exchange,
          refused,
          "another user's thread",
        );
      }
    }
  } else
    run.results.skip(
      'getThread',
      CHECK.authorizationForeign,
      'the second user has no agent to start a thread with',
    );

  const council = ctx.facts.get('foreignCouncil') as number | undefined;
  if (council === undefined) {
    run.results.skip(
      'getCouncil',
      CHECK.authorizationForeign,
      'no council the first user is not a member of',
    );
    return;
  }
  for (const opId of ['getCouncil', 'listCouncilUsers', 'listCouncilFiles']) {
    if (!run.selected(opId)) continue;
    const exchange = await call(run, ctx, opId, a, CHECK.authorizationForeign, {
      params: { council },
    });
    expectStatus(
      run,
      opId,
      CHECK.authorizationForeign,
      exchange,
      refused,
      'a council the user is not a member of',
    );
  }
}

/**
 * A list of the first user's own records must not hold the second user's (`Folder::all()` or a
 * `paginate()` without the user's scope shows everyone's).
 */
async function expectNotListed(
  run: Run,
  ctx: Context,
  opId: string,
  query: Record<string, string>,
  id: number,
  what: string,
): Promise<void> {
  if (!run.selected(opId)) return;
  const list = await call(run, ctx, opId, ctx.actorA, CHECK.authorizationForeign, { query });
  if (!list) return;
  const rows = dataOf<unknown>(list);
  if (!isSuccess(list) || !Array.isArray(rows)) {
    expectStatus(run, opId, CHECK.authorizationForeign, list, [200], `the first user's list`);
    return;
  }
  const listed = rows.some((row) => (row as { id?: unknown } | null)?.id === id);
  run.results.expect(
    !listed,
    opId,
    CHECK.authorizationForeign,
    listed
      ? `${what} (${id}) is in the first user's list${Object.keys(query).length ? ` (${new URLSearchParams(query)})` : ''}: the list is not scoped to the signed-in user`
      : `${what} (${id}) is not in the first user's list`,
    list.id,
  );
}
