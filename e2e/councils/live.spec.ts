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
import { DEMO, open, signIn } from '../shell/helpers';
import { expect, rowWith } from './helpers';

const OLIVIA = { email: 'olivia.hughes@example.com', password: 'password' };
type Relay = { kind: 'record'; message: unknown } | { kind: 'event'; channel: string; event: string; payload: unknown };

async function replayInto(first: Page, relay: Relay) {
  await first.evaluate(async (r) => {
    const mock = (window as unknown as { __councilMock: { state: { realtime: { publish(c: string, e: string, p: unknown): number } } } }).__councilMock;
    if (r.kind === 'record') {
      // The mock's own cross-tab channel applies it, as if another tab of this browser had made it.
      const channel = new BroadcastChannel('council-mock');
      channel.postMessage(r.message);
      channel.close();
      return;
    }
    // The backend broadcasts after its writes: give the records a moment to land first.
    await new Promise((resolve) => setTimeout(resolve, 300));
    mock.state.realtime.publish(r.channel, r.event, r.payload);
  }, relay);
}

test("another administrator's invitation appears live on the first administrator's page", async ({ browser, testNow }) => {
  const firstContext = await newContext(browser, testNow);
  const secondContext = await newContext(browser, testNow);
  const first = await firstContext.newPage();
  const second = await secondContext.newPage();

  await signIn(first, DEMO);
  await open(first, '/Users');
  await expect(rowWith(first, 'member@example.com')).toBeVisible();
  await expect(first.getByTestId('online-members')).toBeVisible();

  await signIn(second, OLIVIA);
  await open(second, '/Users');
  await second.exposeFunction('__relayToFirst', (relay: Relay) => replayInto(first, relay));
  await second.evaluate(() => {
    const w = window as unknown as {
      __relayToFirst(relay: unknown): Promise<void>;
      __councilMock: { state: { realtime: { publish(c: string, e: string, p: unknown): number } } };
    };
    const feed = new BroadcastChannel('council-mock');
    feed.onmessage = (event: MessageEvent<{ kind?: string }>) => {
      if (event.data?.kind === 'record') void w.__relayToFirst({ kind: 'record', message: event.data });
    };
    const realtime = w.__councilMock.state.realtime;
    const publish = realtime.publish.bind(realtime);
    realtime.publish = (channel, event, payload) => {
      void w.__relayToFirst({ kind: 'event', channel, event, payload });
      return publish(channel, event, payload);
    };
  });

  await second.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = second.getByRole('dialog', { name: 'Invite someone' });
  await dialog.getByLabel('Email').fill('live.person@example.org');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(second.getByText('Invitation sent to live.person@example.org.')).toBeVisible();

  await expect(first.getByText('live.person@example.org was invited to the council.')).toBeVisible();
  await expect(rowWith(first, 'live.person@example.org')).toContainText('Invited');

  await firstContext.close();
  await secondContext.close();
});
