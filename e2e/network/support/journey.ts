/** What the network journeys share: the backend's controls, signing in, and the console's errors. */
import { expect, type Locator, type Page } from '@playwright/test';
import { API_URL } from '../ports';

export const DEMO = { email: 'demo@example.com', password: 'password' };
export const MEMBER = { email: 'member@example.com', password: 'password' };
/** One of demo's threads (mocks/db/seed): a member must not see it. */
export const DEMOS_THREAD_ID = 2;

/** `npm run mock:server` back to its seed, with Reverb running. */
export async function resetBackend(): Promise<void> {
  expect((await fetch(`${API_URL}/__council-mock/reset`, { method: 'POST' })).status).toBe(204);
  await setReverb(true);
}

/** Starts or stops the backend's Reverb (mocks/server/reverb-switch.ts); the HTTP API keeps answering. */
export async function setReverb(running: boolean): Promise<void> {
  const response = await fetch(`${API_URL}/__council-mock/reverb`, {
    method: 'POST',
    body: JSON.stringify({ running }),
  });
  expect(await response.json()).toEqual({ running });
}

/** A WebSocket the browser could not open is logged by Chromium itself; that is Reverb being down, not the app. */
const SOCKET_REFUSED = /^WebSocket connection to 'wss?:\/\/[^']+\/app\/[^']+' failed/;

/** Chromium logs every HTTP error answer as a console error; a journey that expects one checks its status. */
const HTTP_ERROR = /^Failed to load resource: the server responded with a status of (\d{3})/;

export interface ConsoleWatch {
  /** Console errors and uncaught exceptions, except refused WebSocket connections and HTTP error answers. */
  errors(): string[];
  /** The statuses of the HTTP error answers Chromium logged. */
  httpErrors(): number[];
  /** Every console message of any level, for messages the app must never print. */
  all(): string[];
  refusedSockets(): number;
}

export function watchConsole(page: Page): ConsoleWatch {
  const errors: string[] = [];
  const httpErrors: number[] = [];
  const all: string[] = [];
  let refused = 0;
  page.on('console', (message) => {
    all.push(`${message.type()}: ${message.text()}`);
    if (message.type() !== 'error') return;
    const http = HTTP_ERROR.exec(message.text());
    if (SOCKET_REFUSED.test(message.text())) refused++;
    else if (http) httpErrors.push(Number(http[1]));
    else errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  if (process.env.E2E_NETWORK_DEBUG)
    page.on('console', (m) => console.log(`[browser ${m.type()}] ${m.text()}`));
  return {
    errors: () => errors,
    httpErrors: () => httpErrors,
    all: () => all,
    refusedSockets: () => refused,
  };
}

export async function signIn(page: Page, user = DEMO): Promise<void> {
  await page.goto('/auth/Login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // A call that was under way may meet the ended session first and add where the user was.
  await expect(page).toHaveURL(/\/auth\/login(\?redirect=[^&]+)?$/);
}

export const sidebar = (page: Page): Locator =>
  page.getByRole('complementary', { name: 'Chats and agents' });
export const chats = (page: Page): Locator => sidebar(page).getByRole('region', { name: 'Chats' });
export const folders = (page: Page): Locator =>
  sidebar(page).getByRole('region', { name: 'Folders' });
export const messages = (page: Page): Locator => page.getByRole('log', { name: 'Messages' });
export const composer = (page: Page): Locator => page.getByRole('textbox', { name: 'Message' });
export const connectionStatus = (page: Page): Locator => page.getByTestId('connection-status');

/** Opens the first thread of the "Chats" list. */
export async function openFirstThread(page: Page): Promise<string> {
  const link = chats(page).getByRole('link').first();
  const title = (await link.getAttribute('title')) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(messages(page)).toBeVisible();
  return title;
}

/**
 * Sends a message and returns the agent's reply to it, once that reply is complete: the newest
 * agent message that was not on screen before the send. (Until the reply starts, the last agent
 * message is the previous one; waiting on that would pass before the reply even began.)
 */
export async function send(page: Page, text: string, timeout = 45_000): Promise<Locator> {
  const agentMessages = messages(page).locator('article.msg-agent[data-message-id]');
  const lastId = async () =>
    (await agentMessages.count()) > 0
      ? await agentMessages.last().getAttribute('data-message-id')
      : null;
  const previous = await lastId();
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(messages(page).getByText(text)).toBeVisible();
  let id: string | null = null;
  await expect
    .poll(async () => (id = await lastId()) !== previous && id !== null, {
      timeout,
      message: `a reply to "${text}"`,
    })
    .toBe(true);
  const reply = messages(page).locator(`article.msg-agent[data-message-id="${id}"]`);
  await expect(reply).not.toHaveClass(/is-streaming/, { timeout });
  await expect(reply.locator('.md')).not.toBeEmpty();
  return reply;
}
