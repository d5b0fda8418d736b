import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@example.com', password: 'password' };

/**
 * Opens /chat as the demo user, its lists drawn. Without `beforeSubmit` by the mock's scenario
 * (`?mock-scenario=as:…`, as e2e/shell/helpers.ts's signIn); with it through the login form:
 * `beforeSubmit` runs once the mock is up, before the form is sent (a journey holding the chat's
 * data, say), which a scenario applied before the app's first call leaves no moment for.
 */
export async function signIn(
  page: Page,
  { beforeSubmit }: { beforeSubmit?: () => Promise<void> } = {},
): Promise<void> {
  await page.goto(beforeSubmit ? '/auth/Login' : `/chat?mock-scenario=as:${DEMO.email}`);
  // The frame paints before the in-browser mock is up (issue 23): wait for both.
  await page.waitForFunction(
    () => document.querySelector('#root')?.childElementCount !== 0 && '__councilMock' in window,
  );
  if (beforeSubmit) await signInThroughTheForm(page, beforeSubmit);
  await expect(page).toHaveURL(/\/chat$/);
  // Attached, not visible: on a phone the sidebar is a closed drawer.
  await expect(page.locator('.chat-sidebar .thread-link').first()).toBeAttached();
}

async function signInThroughTheForm(page: Page, beforeSubmit: () => Promise<void>): Promise<void> {
  await beforeSubmit();
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export const sidebar = (page: Page): Locator =>
  page.getByRole('complementary', { name: 'Chats and agents' });
export const chats = (page: Page): Locator => sidebar(page).getByRole('region', { name: 'Chats' });
export const folders = (page: Page): Locator =>
  sidebar(page).getByRole('region', { name: 'Folders' });
export const agents = (page: Page): Locator =>
  sidebar(page).getByRole('region', { name: 'Agents' });
export const messages = (page: Page): Locator => page.getByRole('log', { name: 'Messages' });
export const composer = (page: Page): Locator => page.getByRole('textbox', { name: 'Message' });

/** Opens the n-th thread of the "Chats" list (threads in no folder) and returns its title. */
export async function openThread(page: Page, n = 0): Promise<{ title: string; href: string }> {
  const link = chats(page).getByRole('link').nth(n);
  const title = (await link.getAttribute('title')) ?? '';
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(messages(page)).toBeVisible();
  return { title, href };
}

/**
 * Opens the n-th thread of "Chats" that has messages, of at most `maxMessages` when given (a
 * journey that reads the whole thread, an export say, then skips the 10,000-message one).
 */
export async function openThreadWithMessages(
  page: Page,
  n = 0,
  maxMessages = Number.POSITIVE_INFINITY,
): Promise<{ title: string; href: string }> {
  const ids = await page.evaluate((max) => {
    type Row = { id: number; user_id: number; folder_id: number | null; messages_count: number };
    const mock = (
      window as unknown as { __councilMock: { state: { db: { threads: { all(): Row[] } } } } }
    ).__councilMock;
    return mock.state.db.threads
      .all()
      .filter((t) => t.messages_count > 0 && t.messages_count <= max && t.folder_id === null)
      .map((t) => t.id);
  }, maxMessages);
  const links = chats(page).getByRole('link');
  const count = await links.count();
  let seen = 0;
  for (let i = 0; i < count; i++) {
    const href = (await links.nth(i).getAttribute('href')) ?? '';
    if (ids.includes(Number(href.split('/').pop())) && seen++ === n) {
      const opened = await openThread(page, i);
      await expect(messages(page).locator('.msg').first()).toBeVisible();
      return opened;
    }
  }
  throw new Error(`no ${n}-th thread with messages in the Chats list`);
}

/** Waits until the mock backend's data satisfies `check` (the server side of an optimistic change). */
export async function waitForServer<A>(
  page: Page,
  check: (mock: MockWindow, arg: A) => boolean,
  arg: A,
): Promise<void> {
  await page.waitForFunction(
    ({ source, arg }) => {
      const fn = new Function('mock', 'arg', `return (${source})(mock, arg);`) as (
        mock: unknown,
        arg: unknown,
      ) => boolean;
      return fn((window as unknown as { __councilMock: unknown }).__councilMock, arg);
    },
    { source: check.toString(), arg },
  );
}

export interface MockWindow {
  state: {
    db: {
      threads: { get(id: number): { folder_id: number | null; title: string } | undefined };
      folders: { all(): { id: number; name: string }[] };
      userAgents: { all(): { user_id: number; agent_id: number; is_pinned: boolean }[] };
    };
  };
}

/** Makes the mock backend answer the next call(s) of an operation with a status (mocks/laravel/faults.ts). */
export { forceStatus as forceFailure } from '../shell/helpers';

/** Waits until the mock has written its state to storage (it debounces), so a reload finds it. */
export async function flushMock(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { __councilMock?: { flush(): void } }).__councilMock?.flush(),
  );
}
