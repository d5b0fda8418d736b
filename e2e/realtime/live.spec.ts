/**
 * Real time in Chromium: the app's real laravel-echo + pusher-js against the in-browser fake
 * Reverb (msw's WebSocket interception), with channel authorization by the mock's
 * /broadcasting/auth — presence, a notification, and a reconnect after an injected drop.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../test';
import { DEMO, signIn } from '../shell/helpers';

type Frame = { direction: string; event: string | null; channel: string | null; code?: number };
type Mock = {
  state: {
    realtime: {
      publish(channel: string, event: string, payload: unknown): number;
      broadcaster: {
        frames: { entries(match?: Partial<Frame>): Frame[] };
        faults: { dropAll(code?: number): void };
      };
    };
    db: { orders: { all(): Array<{ user_id: number; item_name: string }> } };
  };
};

const frames = (page: Page, match: Partial<Frame>) =>
  page.evaluate(
    (m) =>
      (
        window as unknown as { __councilMock: Mock }
      ).__councilMock.state.realtime.broadcaster.frames.entries(m),
    match,
  );

test('presence, a notification and a reconnect, over the real Echo client', async ({ page }) => {
  await signIn(page, DEMO);

  // Demo's current council is Northwind: the presence channel lists demo as online.
  await expect(page.getByTestId('online-members')).toHaveText(/^1 online\b/);
  // The user's private channel may be confirmed a moment after the presence channel.
  await expect
    .poll(async () =>
      (
        await frames(page, { direction: 'out', event: 'pusher_internal:subscription_succeeded' })
      ).map((f) => f.channel),
    )
    .toEqual(expect.arrayContaining(['private-App.Models.User.1', 'presence-councils.1']));

  // A notification on the user's private channel reaches the user.
  const item = await page.evaluate(() => {
    const mock = (window as unknown as { __councilMock: Mock }).__councilMock;
    const order = (
      mock.state.db.orders.all() as Array<
        Record<string, unknown> & { user_id: number; item_name: string }
      >
    ).find((o) => o.user_id === 1)!;
    mock.state.realtime.publish('private-App.Models.User.1', 'order.completed', {
      order: {
        ...order,
        number: String(order.id),
        buyer: { id: 1, name: 'Demo Admin', email: 'demo@example.com' },
        // What the Order resource derives besides the stored row (mocks/resources/billing.ts).
        council: null,
        vat_rate: 20,
        vat_amount: 0,
        total: 0,
        payment_reference: null,
        bank_details: null,
        status: 'completed',
        payment_status: 'paid',
        paid_at: '2026-06-17T14:00:00.000000Z',
        receipt_number: `RCT-2026-${String(order.id).padStart(6, '0')}`,
        supplier: {
          name: 'Council Chat Ltd',
          address_lines: ['1 Example Street', 'London EC1A 1AA', 'United Kingdom'],
          vat_number: 'GB123456789',
          company_number: null,
        },
      },
    });
    return `Order #${String(order.id)} for ${order.item_name} is paid.`;
  });
  await expect(page.getByText(item)).toBeVisible();

  // An injected drop (4100: retry after 1 s): the app says it is reconnecting, reconnects and
  // resubscribes. Against the in-browser server the reconnect takes milliseconds, so the banner's
  // texts are recorded as they change rather than waited for.
  const subscribesBefore = (await frames(page, { direction: 'in', event: 'pusher:subscribe' }))
    .length;
  await page.evaluate(() => {
    const banner = document.querySelector('[data-testid=connection-status]')!;
    const seen: string[] = ((window as unknown as { __bannerTexts: string[] }).__bannerTexts = []);
    new MutationObserver(() => seen.push(banner.textContent ?? '')).observe(banner, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    (
      window as unknown as { __councilMock: Mock }
    ).__councilMock.state.realtime.broadcaster.faults.dropAll(4100);
  });
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __bannerTexts: string[] }).__bannerTexts),
    )
    .toEqual(['Reconnecting…', '']);
  expect(await frames(page, { direction: 'close', code: 4100 })).toHaveLength(1);
  await expect
    .poll(async () => (await frames(page, { direction: 'in', event: 'pusher:subscribe' })).length)
    .toBeGreaterThan(subscribesBefore);
  await expect(page.getByTestId('online-members')).toHaveText(/^1 online\b/);
});
