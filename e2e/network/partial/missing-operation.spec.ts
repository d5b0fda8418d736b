/**
 * Mixed mode against a backend that lacks an operation: a proxy answers 404 for MISSING_OPERATION,
 * the conformance run against it reported that, and the build mocks what did not pass
 * (VITE_MOCK_OPERATIONS=from-report:...). The app works, its data from the backend, the gap
 * filled by the in-browser mock, and the developer panel says who answered each request.
 */
import { expect, test } from '@playwright/test';
import { MISSING_OPERATION, PARTIAL_URL, PROXY_URL } from '../ports';
import {
  chats,
  folders,
  messages,
  openFirstThread,
  resetBackend,
  send,
  signIn,
  signOut,
  watchConsole,
} from '../support/journey';

// The mixed-mode build, served for the network project (e2e/config/network.ts).
test.use({ baseURL: PARTIAL_URL });

test.beforeEach(async () => {
  await resetBackend();
});

test('the operation the backend lacks comes from the mock; sign-in, threads and messages from the backend', async ({
  page,
}) => {
  const console = watchConsole(page);
  const missingAnswers: number[] = [];
  page.on('response', (response) => {
    if (
      new URL(response.url()).pathname === '/api/folders' &&
      response.request().method() === 'GET'
    )
      missingAnswers.push(response.status());
  });
  const proxyAnswers: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(`${PROXY_URL}/api/threads`)) proxyAnswers.push(request.url());
  });

  await signIn(page);
  const strip = page.getByTestId('demo-strip');
  await expect(strip).toContainText('Partly mocked');
  await expect(strip).toContainText(PROXY_URL);

  // The app works: threads (backend) and folders (mock, the backend has none to give).
  await expect(chats(page).getByRole('link').first()).toBeVisible();
  await expect(folders(page).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await openFirstThread(page);
  await expect(messages(page)).toBeVisible();
  await send(page, 'Mixed mode still sends');

  // Who answered what, as the developer panel lists it.
  await strip.getByRole('button', { name: /Mock API/ }).click();
  const log = page
    .getByTestId('mock-dev-panel')
    .getByRole('list', { name: 'Requests, newest first' });
  await expect(
    log.locator(`li[data-operation="${MISSING_OPERATION}"][data-answered-by="mock"]`).first(),
  ).toContainText('200');
  await expect(
    log.locator('li[data-operation="listThreads"][data-answered-by="backend"]').first(),
  ).toContainText('200');
  await expect(
    log.locator('li[data-operation="sendThreadMessage"][data-answered-by="backend"]').first(),
  ).toBeVisible();
  await expect(
    log.locator('li[data-operation="login"][data-answered-by="backend"]').first(),
  ).toBeVisible();
  // The backend's threads really came over the network; the missing operation never reached it.
  expect(proxyAnswers.length).toBeGreaterThan(0);
  expect(missingAnswers.every((status) => status === 200)).toBe(true);

  await signOut(page);
  expect(console.errors()).toEqual([]);
  // The backend's 404 for the missing operation never reached the app.
  expect(console.httpErrors()).toEqual([]);
});

test('without the mock the same backend fails that operation: the report-driven list is what makes it work', async ({
  request,
}) => {
  const answer = await request.get(`${PROXY_URL}/api/folders`, {
    headers: { Accept: 'application/json' },
  });
  expect(answer.status()).toBe(404);
  const fromBackend = await request.get(`${PROXY_URL}/api/threads`, {
    headers: { Accept: 'application/json' },
  });
  // Reached the backend (401: no session), not the proxy's 404.
  expect(fromBackend.status()).toBe(401);
});
