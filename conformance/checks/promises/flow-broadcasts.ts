/**
 * The broadcasts promises of writes the walk's flows make between two accounts (a join request
 * asked by the second user and decided by the first, the outsider invited and given a licence): promise-broadcasts has no record of its own
 * for them, so the flow listens while it writes, on the socket of the account the event is for (an
 * admin on the council's channel, the requester on their own), and reports under
 * promise-broadcasts. `subject` events are heard on the user channel of the listening account.
 */
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import type { Actor } from '../../http/actor';
import type { Exchange } from '../../http/exchange';
import { reportFor } from './by-id';
import { heardList, inOrder, Listener, pause, payloadProblems, type Wanted } from './listen';
import { claimPromises, isOk, statusText } from './promises';
import { CHECK } from '../../engine/check-names';

const EXPECT_MS = 5000;
const SETTLE_MS = 200;

export const FLOW_BROADCASTS = {
  asked: 'requestJoinCouncil/broadcasts',
  decided: 'decideJoinRequest/broadcasts',
  invited: 'inviteCouncilUser/notifies-invitee',
  licensed: 'updateCouncilLicence/notifies-holder',
} as const;
claimPromises(Object.values(FLOW_BROADCASTS));

/**
 * Runs `write` while `actor` listens on `channel`, and judges promise `id`'s events there. Without
 * --realtime (or a socket), the write is made all the same and the promise reported unchecked.
 */
export async function listenWhile(
  run: Run,
  ctx: Context,
  id: string,
  actor: Actor,
  channel: string,
  write: () => Promise<Exchange | undefined>,
  /** Why the write's answer shows it had nothing to broadcast (a stop of a reply already ended), or null. */
  nothingToSay: (written: Exchange | undefined) => string | null = () => null,
): Promise<Exchange | undefined> {
  const report = reportFor(run, id);
  if (!report) return write();
  if (!run.options.realtime) {
    report.unchecked('the events are judged over Reverb, with --realtime');
    return write();
  }
  const listener = new Listener(run, ctx, CHECK.promiseBroadcasts, actor);
  try {
    const subscribed = await listener.subscribe(channel);
    if (subscribed !== true) {
      report.unchecked(`could not subscribe to ${channel}: ${subscribed}`);
      return await write();
    }
    await pause(SETTLE_MS);
    listener.clear();
    const written = await write();
    if (!isOk(written)) {
      report.unchecked(`${report.op} answered ${statusText(written)}`);
      return written;
    }
    const idle = nothingToSay(written);
    if (idle) {
      report.unchecked(idle);
      return written;
    }
    const wanted = ((report.promise.events ?? []) as Wanted[]).map((w) => ({
      ...w,
      channel: w.channel === 'subject' ? 'user' : w.channel,
    }));
    const until = Date.now() + EXPECT_MS;
    while (Date.now() < until && !inOrder(listener.heard, wanted)) await pause(50);
    const what = `${report.op} heard by ${actor.name} on ${channel}`;
    if (!inOrder(listener.heard, wanted))
      report.fail(
        `${what}: expected ${wanted.map((w) => w.event).join(', then ')} within ${EXPECT_MS} ms, heard ${heardList(listener.heard)}`,
        written,
      );
    else {
      const invalid = payloadProblems(run, listener.heard);
      if (invalid) report.fail(`${what}: ${invalid}`, written);
      else
        report.pass(
          `${what}: ${heardList(listener.heard)}, payloads as asyncapi.yaml describes`,
          written,
        );
    }
    return written;
  } finally {
    listener.disconnect();
  }
}
