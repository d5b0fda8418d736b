/**
 * A second browser context, signed in as another administrator of Northwind, invites someone; the
 * first administrator's open Users page shows the invitee with a notice, without a reload.
 *
 * Each browser context runs its own in-browser mock backend, where a real deployment has one
 * backend for both. The test stands in for that shared backend: what the second context's backend
 * writes (its cross-tab record feed) and broadcasts (its Reverb publishes) is replayed into the
 * first context's backend, which then delivers the broadcast over the first page's real Echo
 * connection.
 */
import { type Page } from '@playwright/test';
import { test, newContext } from '../test';
import { DEMO, signIn } from '../shell/helpers';
import { expect, rowWith } from './helpers';

const OLIVIA = { email: 'olivia.hughes@example.com', password: 'password' };
type Relay =
  | { kind: 'record'; message: unknown }
  | { kind: 'event'; channel: string; event: string; payload: unknown };

/**
 * Plays one of the second backend's writes or broadcasts into the first context's backend. A write
 * is done once the first backend holds it (its cross-tab feed applies it asynchronously); the
 * relays run one after the other, so a broadcast meets the writes made before it.
 */
async function replayInto(first: Page, relay: Relay) {
  await first.evaluate(async (r) => {
    type Rows = { get(id: number): unknown };
    const mock = (
      window as unknown as {
        __councilMock: {
          state: {
            db: Record<string, Rows>;
            realtime: { publish(c: string, e: string, p: unknown): number };
          };
        };
      }
    ).__councilMock;
    if (r.kind === 'event') {
      mock.state.realtime.publish(r.channel, r.event, r.payload);
      return;
    }
    // The mock's own cross-tab channel applies it, as if another tab of this browser had made it.
    const channel = new BroadcastChannel('council-mock');
    channel.postMessage(r.message);
    channel.close();
    const { table, id, record } = (
      r.message as { change: { table: string; id: number; record: unknown } }
    ).change;
    const landed = () =>
      record === null
        ? mock.state.db[table]?.get(id) === undefined
        : mock.state.db[table]?.get(id) !== undefined;
    await new Promise<void>((done) => {
      const check = () => (landed() ? done() : void setTimeout(check, 10));
      check();
    });
  }, relay);
}

test("another administrator's invitation appears live on the first administrator's page", async ({
  browser,
  testNow,
}) => {
  const firstContext = await newContext(browser, testNow);
  const secondContext = await newContext(browser, testNow);
  const first = await firstContext.newPage();
  const second = await secondContext.newPage();

  await signIn(first, DEMO, '/Users');
  await expect(rowWith(first, 'member@example.com')).toBeVisible();
  await expect(first.getByTestId('online-members')).toBeVisible();

  await signIn(second, OLIVIA, '/Users');
  let relayed = Promise.resolve();
  await second.exposeFunction(
    '__relayToFirst',
    (relay: Relay) => (relayed = relayed.then(() => replayInto(first, relay))),
  );
  await second.evaluate(() => {
    const w = window as unknown as {
      __relayToFirst(relay: unknown): Promise<void>;
      __councilMock: { state: { realtime: { publish(c: string, e: string, p: unknown): number } } };
    };
    // The backend writes, then broadcasts; its writes reach this feed over a BroadcastChannel, a
    // task later. A broadcast is relayed behind a marker posted on the same channel when it is
    // made: the marker arrives after every write posted before it, whatever the machine's speed.
    const feed = new BroadcastChannel('council-mock');
    const marker = new BroadcastChannel('council-mock');
    const broadcasts = new Map<number, unknown>();
    let next = 0;
    feed.onmessage = (event: MessageEvent<{ kind?: string; n?: number }>) => {
      if (event.data?.kind === 'record')
        void w.__relayToFirst({ kind: 'record', message: event.data });
      if (event.data?.kind === 'e2e-broadcast' && broadcasts.has(event.data.n!)) {
        void w.__relayToFirst(broadcasts.get(event.data.n!));
        broadcasts.delete(event.data.n!);
      }
    };
    const realtime = w.__councilMock.state.realtime;
    const publish = realtime.publish.bind(realtime);
    realtime.publish = (channel, event, payload) => {
      const n = next++;
      broadcasts.set(n, { kind: 'event', channel, event, payload });
      marker.postMessage({ kind: 'e2e-broadcast', n });
      return publish(channel, event, payload);
    };
  });

  await second.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = second.getByRole('dialog', { name: 'Invite someone' });
  await dialog.getByLabel('Email').fill('live.person@example.org');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(second.getByText('Invitation sent to live.person@example.org.')).toBeVisible();

  await expect(
    first.getByText('live.person@example.org was invited to the council.'),
  ).toBeVisible();
  await expect(rowWith(first, 'live.person@example.org')).toContainText('Invited');

  await firstContext.close();
  await secondContext.close();
});
