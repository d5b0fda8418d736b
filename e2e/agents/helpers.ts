import { expect, type Page } from '@playwright/test';

export { signIn } from '../chat/helpers';
import { navigateInApp } from '../shell/helpers';

export { forceStatus, navigateInApp } from '../shell/helpers';

interface AgentRow {
  id: number;
  name: string;
  description: string;
  pricing: 'free' | 'paid';
  status: string;
  category_id: number | null;
  council_id: number | null;
  deleted_at: string | null;
}

/** A published agent of the seed the demo user does not have (free or paid), with its category's name. */
export async function storeAgent(
  page: Page,
  pricing: 'free' | 'paid',
  skip = 0,
): Promise<AgentRow & { category: string }> {
  return page.evaluate(
    ({ pricing, skip }) => {
      type Db = {
        agents: { all(): AgentRow[] };
        userAgents: { all(): { user_id: number; agent_id: number }[] };
        councilAgents: { all(): { council_id: number; agent_id: number }[] };
        councilAgentUsers: { all(): { user_id: number; agent_id: number }[] };
        categories: { get(id: number): { name: string } | undefined };
      };
      const db = (window as unknown as { __councilMock: { state: { db: Db } } }).__councilMock.state
        .db;
      const owned = new Set(
        db.userAgents
          .all()
          .filter((r) => r.user_id === 1)
          .map((r) => r.agent_id),
      );
      const council = new Set(
        db.councilAgents
          .all()
          .filter((r) => r.council_id === 1)
          .map((r) => r.agent_id),
      );
      const found = db.agents
        .all()
        .filter(
          (a) =>
            a.pricing === pricing &&
            a.status === 'published' &&
            a.deleted_at === null &&
            a.council_id === null &&
            a.category_id !== null &&
            !owned.has(a.id) &&
            !council.has(a.id),
        )[skip];
      if (!found) throw new Error(`no ${pricing} agent to get`);
      return { ...found, category: db.categories.get(found.category_id!)!.name };
    },
    { pricing, skip },
  );
}

export async function openStore(page: Page): Promise<void> {
  await navigateInApp(page, '/App_store');
  await expect(page.getByRole('heading', { level: 1, name: 'App store' })).toBeVisible();
  await expect(page.getByTestId('app-store-agents')).toBeVisible();
}
