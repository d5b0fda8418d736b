import { expect, type Page } from '@playwright/test';

export { signIn } from '../chat/helpers';
import { navigateInApp } from '../shell/helpers';

export { forceStatus, navigateInApp } from '../shell/helpers';

/** A published agent the demo user does not have and never bought (free or paid), with its category's name; asked of the API itself. */
export async function storeAgent(
  page: Page,
  pricing: 'free' | 'paid',
  skip = 0,
): Promise<StoreAgent> {
  return page.evaluate(
    async ({ pricing, skip }) => {
      const get = async (url: string) =>
        (
          await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'include' })
        ).json();
      const list = (await get(`/api/agents?pricing=${pricing}&per_page=100`)) as {
        data: StoreAgent[];
      };
      const mine = new Set(
        ((await get('/api/profile')) as { data: { councils: { id: number }[] } }).data.councils.map(
          (c) => c.id,
        ),
      );
      // Nor one Northwind (council 1) has: the journeys also buy for it.
      type Db = {
        councilAgents: { all(): { council_id: number; agent_id: number }[] };
        orders: { all(): { type: string; item_id: number; status: string }[] };
      };
      const db = (window as unknown as { __councilMock: { state: { db: Db } } }).__councilMock.state
        .db;
      const northwind = new Set(
        db.councilAgents
          .all()
          .filter((r) => r.council_id === 1)
          .map((r) => r.agent_id),
      );
      // Nor one with an order waiting for payment: it would be paid, not bought again.
      const waiting = new Set(
        db.orders
          .all()
          .filter((o) => o.type === 'agent' && o.status === 'pending')
          .map((o) => o.item_id),
      );
      const free = list.data.filter(
        (a) =>
          !a.is_added &&
          !waiting.has(a.id) &&
          !a.is_purchased &&
          a.category !== null &&
          !northwind.has(a.id) &&
          (a.council_id === null || !mine.has(a.council_id)),
      );
      const found = free[skip];
      if (!found) throw new Error(`no ${pricing} agent to get`);
      return found;
    },
    { pricing, skip },
  );
}

export interface StoreAgent {
  id: number;
  name: string;
  pricing: 'free' | 'paid';
  is_added: boolean;
  is_purchased: boolean;
  council_id: number | null;
  category: { name: string } | null;
}

export async function openStore(page: Page): Promise<void> {
  await navigateInApp(page, '/App_store');
  await expect(page.getByRole('heading', { level: 1, name: 'App store' })).toBeVisible();
  await expect(page.getByTestId('app-store-agents')).toBeVisible();
}
