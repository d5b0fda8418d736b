import { seriousViolations } from '../a11y/axe';
import { expect, type Page } from '@playwright/test';

export { expect };

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
  expect(await seriousViolations(page, label), `axe violations on ${label}`).toEqual([]);
}

/** The row of a table (or list item) that mentions a text. */
export const rowWith = (page: Page, text: string) =>
  page.getByRole('row').filter({ hasText: text });
