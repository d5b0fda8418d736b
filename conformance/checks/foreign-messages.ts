/**
 * Part of `authorization-foreign`: another user's message reached through the first user's own
 * thread (`PUT /api/threads/{mine}/messages/{theirs}`, its stop and regenerate) is refused. A route
 * without scoped bindings, whose policy looks only at the thread in the path, edits or regenerates a
 * message of any thread: Laravel answers 404 once the message is bound through its thread
 * (`->scopeBindings()`, or `$thread->messages()->findOrFail()`).
 */
import type { Context } from '../engine/context';
import { isSuccess, statusOf } from '../http/exchange';
import type { Run } from '../engine/run-state';

import { threadMessages } from '../engine/thread-messages';
import { call, expectStatus } from '../engine/steps';
import { CHECK } from '../engine/check-names';

/** The check that another user's records stay theirs (authorization.ts runs it). */

/** Each operation, with the role of the other user's message it is sent for. */
const OPERATIONS = [
  ['updateThreadMessage', 'user'],
  ['stopThreadMessage', 'assistant'],
  ['regenerateThreadMessage', 'assistant'],
] as const;

export const FOREIGN_MESSAGE_OPERATIONS: string[] = OPERATIONS.map(([opId]) => opId);

/** `theirThread`: a thread of the second user's, in which they now send a message. */
export async function checkForeignMessages(
  run: Run,
  ctx: Context,
  theirThread: number,
): Promise<void> {
  const wanted = OPERATIONS.filter(([opId]) => run.selected(opId));
  if (wanted.length === 0) return;
  const skip = (reason: string) => {
    for (const [opId] of wanted) run.results.skip(opId, CHECK.authorizationForeign, reason);
  };
  const mine = ctx.get('thread');
  if (mine === undefined) return skip('the first user has no thread of their own to reach through');

  const b = ctx.actorB;
  const sent = await call(run, ctx, 'sendThreadMessage', b, CHECK.authorizationForeign, {
    params: { thread: theirThread },
    json: run.data.body(run.op('sendThreadMessage'), { file_ids: undefined }),
  });
  if (!isSuccess(sent)) return skip(`the second user could not send a message: ${statusOf(sent)}`);
  const messages = await threadMessages(run, ctx, b, CHECK.authorizationForeign, {
    thread: theirThread,
  });

  for (const [opId, role] of wanted) {
    const message = messages.find((m) => m.role === role)?.id;
    if (message === undefined) {
      run.results.skip(
        opId,
        CHECK.authorizationForeign,
        `the second user's thread shows no ${role} message`,
      );
      continue;
    }
    const op = run.op(opId);
    const exchange = await call(run, ctx, opId, ctx.actorA, CHECK.authorizationForeign, {
      params: { thread: mine, message },
      json: op.body === 'json' ? run.data.body(op, {}, { example: true }) : undefined,
    });
    expectStatus(
      run,
      opId,
      CHECK.authorizationForeign,
      exchange,
      [403, 404],
      `another user's ${role} message through the user's own thread ${mine}`,
    );
  }
}
