/**
 * Broken backends for what a write broadcasts (kind `broadcasts`, checks/promise-broadcasts.ts),
 * on the mock behind a proxy (Reverb reached on the mock itself, `--reverb-url`): a write that
 * broadcasts what the contract says it does not, and ones whose event never comes (a thread update
 * unbroadcast; a join request's events and a reply job's dropped by a broken Reverb,
 * support/ws-relay.ts).
 */
import type { BrokenProxy, Exchange } from './broken-proxy';
import type { PromiseCase } from './promise-account-cases';
import { isPath } from './variants';
import type { RelayTransform } from './ws-relay';

/** The run's council in the mock's seed, which the first user administers. */
const COUNCIL = 1;

/** A folder create that also invites someone, as an observer or a stray `event()` would: the council hears of it. */
async function folderThatBroadcasts(ex: Exchange, proxy: BrokenProxy): Promise<Exchange> {
  if (!isPath(ex, 'POST', /^\/api\/folders$/)) return ex;
  const body = Buffer.from(
    JSON.stringify({ email: `stray-${Date.now().toString(36)}@example.com`, role: 'member' }),
  );
  await proxy.forward({
    method: 'POST',
    path: `/api/councils/${COUNCIL}/users`,
    headers: { ...ex.headers, 'content-type': 'application/json' },
    body,
  });
  return ex;
}

/** A thread update that never reaches the broadcaster: the proxy answers it with the thread as it was. */
function threadUpdateUnbroadcast(ex: Exchange): Exchange {
  if (!isPath(ex, 'PUT', /^\/api\/threads\/\d+$/)) return ex;
  return { ...ex, method: 'GET', body: Buffer.alloc(0) };
}

/** A Reverb that never delivers `event`: a notification whose `broadcastOn()` names no channel. */
export const dropping =
  (event: string): RelayTransform =>
  () =>
  (frame) =>
    (JSON.parse(frame) as { event?: string }).event === event ? [] : [frame];

const JOIN_FLOW = ['--realtime', '--only', 'requestJoinCouncil,listJoinRequests,decideJoinRequest'];

export function promiseBroadcastCases(mock: {
  readonly url: string;
}): (PromiseCase & { relay?: RelayTransform; ownBackend?: true })[] {
  // The mock's url is known once it has started: the arguments are read inside the test.
  const args = (only: string) => () => ['--realtime', '--reverb-url', mock.url, '--only', only];
  const withArgs = (testCase: Omit<PromiseCase, 'args'>, only: () => string[]): PromiseCase =>
    Object.defineProperty(testCase, 'args', { get: only, enumerable: true }) as PromiseCase;
  return [
    withArgs(
      {
        name: 'a folder create that broadcasts on the council channel',
        variant: { request: folderThatBroadcasts },
        operation: 'createFolder',
        check: 'promise-broadcasts',
        promise: 'createFolder/broadcasts-nothing',
      },
      args('createFolder'),
    ),
    withArgs(
      {
        name: 'a thread update that broadcasts no thread.updated',
        variant: { request: threadUpdateUnbroadcast },
        operation: 'updateThread',
        check: 'promise-broadcasts',
        promise: 'updateThread/broadcasts',
      },
      args('updateThread'),
    ),
    {
      name: 'a join request the admins never hear of',
      variant: {},
      relay: dropping('council.join-request.created'),
      args: JOIN_FLOW,
      operation: 'requestJoinCouncil',
      check: 'promise-broadcasts',
      promise: 'requestJoinCouncil/broadcasts',
    },
    {
      name: 'a decision the requester never hears of',
      variant: {},
      relay: dropping('join-request.decided'),
      args: JOIN_FLOW,
      operation: 'decideJoinRequest',
      check: 'promise-broadcasts',
      promise: 'decideJoinRequest/broadcasts',
    },
    {
      name: 'an invitation the invitee with an account never hears of',
      variant: {},
      relay: dropping('invitation.received'),
      args: ['--realtime', '--only', 'inviteCouncilUser,acceptInvitation,listProfileInvitations'],
      operation: 'inviteCouncilUser',
      check: 'promise-broadcasts',
      promise: 'inviteCouncilUser/notifies-invitee',
      // The folder case's stray invitations spend the first user's invite throttle.
      ownBackend: true,
    },
    {
      name: 'a licence whose new holder never hears of it',
      variant: {},
      relay: dropping('licence.changed'),
      args: [
        '--realtime',
        '--only',
        'inviteCouncilUser,acceptInvitation,listProfileInvitations,updateCouncilLicence,listCouncilLicences',
      ],
      operation: 'updateCouncilLicence',
      check: 'promise-broadcasts',
      promise: 'updateCouncilLicence/notifies-holder',
      ownBackend: true,
    },
    {
      name: 'a regenerated reply whose message.created never comes',
      variant: {},
      relay: dropping('message.created'),
      args: ['--realtime', '--only', 'regenerateThreadMessage'],
      operation: 'regenerateThreadMessage',
      check: 'promise-broadcasts',
      promise: 'regenerateThreadMessage/broadcasts',
    },
    {
      name: 'an edit whose new reply is never announced (no message.created)',
      variant: {},
      relay: dropping('message.created'),
      args: ['--realtime', '--only', 'updateThreadMessage'],
      operation: 'updateThreadMessage',
      check: 'promise-broadcasts',
      promise: 'updateThreadMessage/broadcasts',
    },
    {
      name: 'an order on invoice completed with no order.completed for the buyer',
      variant: {},
      relay: dropping('order.completed'),
      args: ['--realtime', '--lasting-writes', '--only', 'buyAgent'],
      operation: 'buyAgent',
      check: 'promise-broadcasts',
      promise: 'buyAgent/invoice-order-completed',
      // Each run buys one of the seed's few paid agents for the council: on a mock of its own.
      ownBackend: true,
    },
  ];
}
