/** A thread's messages as one user reads them: the runner's message scenarios and the checks share it. */
import type { Actor } from '../http/actor';
import type { Context } from './context';
import { isSuccess } from '../http/exchange';
import type { Run } from './run-state';
import type { CheckName } from './results';
import { call, type StepOptions } from './steps';

export interface ThreadMessage {
  id: number;
  role: string;
}

/** A thread's newest page of messages as `actor` reads it (empty when the read fails). */
export async function threadMessages(
  run: Run,
  ctx: Context,
  actor: Actor,
  check: CheckName,
  params: StepOptions['params'] = {},
): Promise<ThreadMessage[]> {
  const exchange = await call(run, ctx, 'getThread', actor, check, { params });
  if (!exchange || !isSuccess(exchange)) return [];
  return (
    (exchange.response?.json as { messages?: { data?: ThreadMessage[] } } | undefined)?.messages
      ?.data ?? []
  );
}
