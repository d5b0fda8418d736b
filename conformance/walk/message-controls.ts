/**
 * Stop, regenerate, edit and message search (issue 22): after the runner's `sendThreadMessage`,
 * the thread's newest page names the user message and the agent's reply, and these scenarios call
 * the new operations on them in an order a real backend accepts: stop the reply (so the thread is
 * free), ask for another version of it, stop that one, edit the user message, then search.
 */
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { threadMessages } from '../engine/thread-messages';
import type { Scenario } from './scenario';
import { CHECK } from '../engine/check-names';

const REPLY = 'threadReply';
const PROMPT = 'threadPrompt';

/** Reads the open thread's newest page: the runner's message and (once queued) its reply. */
export async function findThreadMessages(run: Run, ctx: Context): Promise<void> {
  if (ctx.get('thread') === undefined) return;
  const messages = await threadMessages(run, ctx, ctx.actorA, CHECK.positiveData);
  ctx.facts.set(REPLY, messages.find((m) => m.role === 'assistant')?.id);
  ctx.facts.set(PROMPT, messages.find((m) => m.role === 'user')?.id);
}

const on = (fact: string) => (ctx: Context) => {
  const id = ctx.facts.get(fact) as number | undefined;
  return id === undefined ? null : { params: { message: id } };
};

export const MESSAGE_SCENARIOS: Scenario[] = [
  { op: 'stopThreadMessage', options: on(REPLY) },
  {
    op: 'regenerateThreadMessage',
    options: on(REPLY),
    after: (ctx, _, data) => ctx.facts.set(REPLY, data?.id as number | undefined),
  },
  // The regenerated reply is stopped too, so the edit below finds the thread free.
  { op: 'stopThreadMessage', options: on(REPLY) },
  {
    op: 'updateThreadMessage',
    // The edit answers the new version; the one edited is an earlier version now (404 to any
    // request, as route binding runs before validation), so later checks name the new one.
    after: (ctx, _, data) => {
      if (data?.id !== undefined) ctx.facts.set(PROMPT, data.id);
    },
    options: (ctx, run) => {
      const target = on(PROMPT)(ctx);
      return (
        target && {
          ...target,
          json: run.data.body(run.op('updateThreadMessage'), {}, { example: true }),
        }
      );
    },
  },
  { op: 'searchMessages', options: () => ({ query: { q: 'extension' } }) },
];
