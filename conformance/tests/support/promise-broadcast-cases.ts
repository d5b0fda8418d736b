/**
 * Broken backends for what a write broadcasts (kind `broadcasts`, checks/promise-broadcasts.ts),
 * on the mock behind a proxy (Reverb reached on the mock itself, `--reverb-url`): a write that
 * broadcasts what the contract says it does not, and one whose event never comes.
 */
import type { BrokenProxy, Exchange } from './broken-proxy';
import type { PromiseCase } from './promise-account-cases';
import { isPath } from './variants';

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

export function promiseBroadcastCases(mock: { readonly url: string }): PromiseCase[] {
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
  ];
}
