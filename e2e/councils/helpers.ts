import { seriousViolations } from '../a11y/axe';
import { expect as baseExpect, type Page } from '@playwright/test';

/**
 * The console's assertions wait longer than the project's 7 s: these journeys load several pages
 * on a machine that may be busy, and a slow first list is not what they test.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

type Row = Record<string, unknown> & { id: number };
type MockDb = Record<string, { all(): Row[]; get(id: number): Row | undefined }>;

/** Reads records of the in-browser mock backend (window.__councilMock). */
export function mockRecords<T = Row>(page: Page, table: string): Promise<T[]> {
  return page.evaluate((name) => {
    const mock = (window as unknown as { __councilMock: { state: { db: MockDb } } }).__councilMock;
    return mock.state.db[name]!.all() as unknown as never;
  }, table) as Promise<T[]>;
}

/** axe-core over the page (open dialogs included): no serious or critical violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  baseExpect(await seriousViolations(page, label), `axe violations on ${label}`).toEqual([]);
}

/** The row of a table (or list item) that mentions a text. */
export const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
