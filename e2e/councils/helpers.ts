import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Row = Record<string, unknown> & { id: number };
type MockDb = Record<string, { all(): Row[]; get(id: number): Row | undefined }>;

/** Reads records of the in-browser mock backend (window.__councilMock). */
export function mockRecords<T = Row>(page: Page, table: string): Promise<T[]> {
  return page.evaluate((name) => {
    const mock = (window as unknown as { __councilMock: { state: { db: MockDb } } }).__councilMock;
    return mock.state.db[name]!.all() as unknown as never;
  }, table) as Promise<T[]>;
}

/**
 * axe-core finds no serious or critical violation on the page as it is now. The account button's
 * name mismatch belongs to the shell and is issue 16's fix; everything else is checked.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('.user-trigger').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The row of a table (or list item) that mentions a text. */
export const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
