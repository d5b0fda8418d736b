/**
 * The production build (no mock code) against the project's own Laravel 11 backend and the real
 * Reverb 1.10 (the `laravel` project of playwright.config.ts): what the mock journeys of e2e/network/ prove, proven
 * again against the backend the mock stands for. The backend is a fresh seeded copy for the run
 * (backend/laravel's seeders: demo administers Northfield, where member is a plain member; neither
 * has chats or folders yet), so the journey makes what it needs.
 */
import { expect, test, type APIRequest, type Browser, type Page } from '@playwright/test';
import {
  chats,
  composer,
  connectionStatus,
  DEMO,
  folders,
  MEMBER,
  messages,
  send,
  sidebar,
  signIn,
  signOut,
  watchConsole,
} from '../network/support/journey';
import { E2E_LARAVEL_REPLY_MS } from '../../tests/support/test-waits';
import { createFolder } from './support/screens';
import { APP_URL, laravelApiUrl, UNAVAILABLE_VARIABLE } from './support/settings';
import { clearThrottles } from './support/throttles';

test.skip(
  !!process.env[UNAVAILABLE_VARIABLE],
  `Laravel test bed skipped: ${process.env[UNAVAILABLE_VARIABLE]}`,
);
test.beforeEach(() => clearThrottles());

const councils = (page: Page) => page.getByRole('region', { name: 'Your councils' });
const onlineMembers = (page: Page) => councils(page).getByTestId('online-members');

test('sign in, the lists, a folder renamed to a taken name, a reply streamed by Reverb, presence, sign out', async ({
  page,
  browser,
}) => {
  const console = watchConsole(page);
  const apiOrigins = new Set<string>();
  const failures: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      apiOrigins.add(new URL(request.url()).origin);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      failures.push(
        `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`,
      );
  });
  const deltas: string[] = [];
  const subscribed = new Set<string>();
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const frame = String(payload);
      if (frame.includes('"message.delta"')) deltas.push(frame);
      const channel = /"pusher_internal:subscription_succeeded".*"channel":"([^"]+)"/.exec(
        frame,
      )?.[1];
      if (channel) subscribed.add(channel);
    });
  });

  // A wrong password: Laravel's own 422 (auth.failed), under its field.
  await page.goto('/auth/Login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    'These credentials do not match our records.',
  );

  await signIn(page);
  // The chat's lists, as the seeders left them: demo's two agents (the pinned one first, and the
  // only one shown until "Show all"), no folders, no chats.
  const agentItems = sidebar(page).getByRole('region', { name: 'Agents' }).getByRole('listitem');
  await expect(agentItems).toHaveCount(1);
  await sidebar(page)
    .getByRole('region', { name: 'Agents' })
    .getByRole('button', { name: /^Show all/ })
    .click();
  await expect(agentItems).toHaveCount(2);
  await expect(
    sidebar(page).getByRole('region', { name: 'Agents' }).getByRole('listitem').first(),
  ).toContainText('Contract Reviewer');
  await expect(folders(page)).toContainText('No folders yet.');
  await expect(chats(page)).toContainText('No chats outside folders.');
  await expect(
    councils(page).getByRole('button', { name: /Northfield Parish Council/ }),
  ).toBeVisible();
  // Every API call went to Laravel's origin, not the app's.
  expect([...apiOrigins]).toEqual([laravelApiUrl()]);

  // Two folders, then the second renamed to the first's name: Laravel's unique rule, under the field.
  await createFolder(page, 'Minutes');
  await createFolder(page, 'Planning');
  await folders(page).getByRole('button', { name: 'Actions for folder Planning' }).click();
  await page.getByRole('menuitem', { name: 'Rename…' }).click();
  const rename = page.getByRole('dialog', { name: /Rename/ });
  await rename.getByLabel('Name').fill('Minutes');
  await rename.getByLabel('Name').press('Enter');
  await expect(rename.getByLabel('Name')).toHaveAccessibleDescription(
    'The name has already been taken.',
  );
  await page.keyboard.press('Escape');
  await expect(folders(page).getByRole('button', { name: /^Planning/ })).toBeVisible();

  // A message to the pinned agent: the thread is created and the reply arrives.
  const text = 'What does a parish council need to publish about its meetings?';
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await expect(messages(page).getByText(text)).toBeVisible();
  const reply = messages(page).locator('article.msg-agent[data-message-id]').last();
  await expect(reply).toBeVisible();
  await expect(reply).not.toHaveClass(/is-streaming/, { timeout: E2E_LARAVEL_REPLY_MS });
  await expect(reply.locator('.md')).not.toBeEmpty();
  await expect(chats(page).getByRole('link')).toHaveCount(1);

  // The backend's queue is `sync`: the first reply may stream before the new thread's channel is
  // subscribed (the page then reads it over HTTP). Once Reverb confirmed the channel, a second
  // reply must come in pieces over the WebSocket.
  const threadId = /\/chat\/(\d+)$/.exec(page.url())![1];
  await expect.poll(() => subscribed.has(`private-threads.${threadId}`)).toBe(true);
  deltas.length = 0;
  await send(page, 'And about its committees?');
  expect(deltas.length, 'message.delta frames from Reverb').toBeGreaterThan(1);

  // Presence: demo alone, then member signs in elsewhere and both are online.
  await expect(onlineMembers(page)).toHaveText(/^1 online\b/);
  const other = await signedInElsewhere(browser, page, MEMBER);
  await expect(onlineMembers(page)).toHaveText(/^2 online\b/);
  await expect(onlineMembers(page)).toHaveAttribute('title', /Mia Member/);
  await expect(onlineMembers(other)).toHaveAttribute('title', /Demo Admin/);
  await other.context().close();
  await expect(onlineMembers(page)).toHaveText(/^1 online\b/);

  await signOut(page);
  await expect(connectionStatus(page)).toHaveText('');
  expect(console.all().filter((line) => /CLOSING or CLOSED/.test(line))).toEqual([]);
  expect(console.errors()).toEqual([]);
  // The journey's only error answers: the wrong password and the taken name.
  expect(failures).toEqual([
    '422 POST /api/login',
    expect.stringMatching(/^422 PATCH \/api\/folders\/\d+$/),
  ]);
});

/** Another user in a context of their own (their own cookies), on the chat page. */
async function signedInElsewhere(browser: Browser, page: Page, user: typeof MEMBER): Promise<Page> {
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const other = await context.newPage();
  await signIn(other, user);
  return other;
}

test("a member opening demo's thread: Laravel's policy refuses it, no channel asked for, nothing on the console", async ({
  page,
  playwright,
}) => {
  const threadId = await demosNewThread(playwright, APP_URL);
  const console = watchConsole(page);
  const authorizations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/broadcasting/auth')) authorizations.push(request.postData() ?? '');
  });
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400)
      refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await signIn(page, MEMBER);
  await page.goto(`/chat/${threadId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This chat is not available' }),
  ).toBeVisible();
  await expect(page.locator('.msg-agent')).toHaveCount(0);
  expect(authorizations.filter((body) => body.includes(`threads.${threadId}`))).toEqual([]);
  // ThreadPolicy's 403s for the thread are the only refusals.
  expect(refused.length).toBeGreaterThan(0);
  expect(refused.every((line) => line.startsWith(`403 /api/threads/${threadId}`))).toBe(true);
  expect(console.errors()).toEqual([]);
});

/** A thread of demo's, made over the API as the SPA would (Sanctum's cookie, X-XSRF-TOKEN, the app's Origin). */
async function demosNewThread(
  playwright: { request: APIRequest },
  origin: string,
): Promise<number> {
  const api = await playwright.request.newContext({
    baseURL: laravelApiUrl(),
    extraHTTPHeaders: { Accept: 'application/json', Origin: origin, Referer: `${origin}/` },
  });
  const xsrf = async () =>
    decodeURIComponent(
      (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
    );
  expect((await api.get('/sanctum/csrf-cookie')).status()).toBe(204);
  const login = await api.post('/api/login', {
    data: DEMO,
    headers: { 'X-XSRF-TOKEN': await xsrf() },
  });
  expect(login.status(), await login.text()).toBe(200);
  const agents = (await (await api.get('/api/profile/agents')).json()) as {
    data: { agent: { id: number } }[];
  };
  const created = await api.post('/api/threads', {
    data: { agent_id: agents.data[0]!.agent.id },
    headers: { 'X-XSRF-TOKEN': await xsrf() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };
  await api.dispose();
  return data.id;
}
