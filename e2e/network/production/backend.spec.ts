/**
 * The production build (no mock code) against `npm run mock:server` on another origin: cookies
 * across origins, CORS with credentials, CSRF over the wire and Reverb over a real WebSocket.
 */
import { expect, test, type Page } from '@playwright/test';
import { RETRY_DELAYS_MS, UNAVAILABLE_TIMEOUT_MS } from '../../../src/lib/realtime/constants';
import { API_URL, APP_URL } from '../ports';
import {
  connectionStatus,
  DEMO,
  DEMOS_THREAD_ID,
  folders,
  MEMBER,
  messages,
  openFirstThread,
  resetBackend,
  send,
  setReverb,
  sidebar,
  signIn,
  signOut,
  watchConsole,
} from '../support/journey';

// The production build (mocks off), served for the network project (e2e/config/network.ts).
test.use({ baseURL: APP_URL });

test.beforeEach(async () => {
  await resetBackend();
});

test("sign in, the chat's lists, a reply streamed over the WebSocket, a folder, a 422 under its field, sign out", async ({
  page,
}) => {
  const console = watchConsole(page);
  const apiOrigins = new Set<string>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      apiOrigins.add(new URL(request.url()).origin);
  });
  const deltas: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"message.delta"')) deltas.push(String(payload));
    });
  });

  // A wrong password: the backend's 422, under its field.
  await page.goto('/auth/Login');
  await expect(page.getByTestId('demo-strip')).toHaveCount(0);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    'These credentials do not match our records.',
  );

  await signIn(page);
  await expect(
    sidebar(page).getByRole('region', { name: 'Chats' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(folders(page).getByRole('button').first()).toBeVisible();
  // Every API call went to the backend's origin, not the app's.
  expect([...apiOrigins]).toEqual([API_URL]);

  await openFirstThread(page);
  await send(page, `Over the network ${test.info().repeatEachIndex}`);
  // The reply came in pieces over Reverb's WebSocket.
  await expect.poll(() => deltas.length).toBeGreaterThan(1);

  const folderName = `Network folder ${Date.now() % 100000}`;
  await sidebar(page).getByRole('button', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'New folder' });
  await dialog.getByLabel('Name').fill(folderName);
  await dialog.getByLabel('Name').press('Enter');
  await expect(
    folders(page).getByRole('button', { name: new RegExp(`^${folderName}`) }),
  ).toBeVisible();
  const listed = (await (await fetchAs(page, '/api/folders')).json()) as {
    data: { name: string }[];
  };
  expect(listed.data.map((f) => f.name)).toContain(folderName);

  await signOut(page);
  // Signed out: nothing to say about the connection, and the socket closed without a stray send.
  await expect(connectionStatus(page)).toHaveText('');
  expect(console.all().filter((line) => /CLOSING or CLOSED/.test(line))).toEqual([]);
  expect(console.errors()).toEqual([]);
  // The one HTTP error of the journey is the wrong password's 422.
  expect(console.httpErrors()).toEqual([422]);
});

test("a member opening another user's thread: not available, no channel asked for, nothing on the console", async ({
  page,
}) => {
  const console = watchConsole(page);
  const authorizations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/broadcasting/auth')) authorizations.push(request.postData() ?? '');
  });
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(new URL(response.url()).pathname);
  });
  await signIn(page, MEMBER);
  await page.goto(`/chat/${DEMOS_THREAD_ID}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This chat is not available' }),
  ).toBeVisible();
  await expect(page.locator('.msg-agent')).toHaveCount(0);
  expect(authorizations.filter((body) => body.includes(`threads.${DEMOS_THREAD_ID}`))).toEqual([]);
  // The API's own 403s for the thread are the only refusals (Chromium logs each failed resource).
  expect(refused.length).toBeGreaterThan(0);
  expect(refused.every((path) => path.startsWith(`/api/threads/${DEMOS_THREAD_ID}`))).toBe(true);
  expect(console.httpErrors()).toEqual(refused.map(() => 403));
  expect(console.errors()).toEqual([]);
});

test('with Reverb down: a calm note instead of "offline", messages still send and replies still arrive; back when Reverb is', async ({
  page,
}) => {
  const console = watchConsole(page);
  // pusher-js's unavailable timeout and the app's retry delays run on the page's clock, which the
  // journey moves on: how long Reverb has been down is the test's to say, not the machine's.
  await page.clock.install();
  await setReverb(false);
  await signIn(page);
  await openFirstThread(page);

  // pusher-js says unavailable after its 10 s unavailable timeout.
  const unavailable = async () =>
    ((await connectionStatus(page).textContent()) ?? '').includes('Live updates are unavailable');
  await runClockUntil(page, unavailable, UNAVAILABLE_TIMEOUT_MS + CLOCK_STEP_MS);
  await expect(connectionStatus(page)).not.toContainText(/offline/i);

  // No events come: the thread is refreshed over HTTP until the reply is complete.
  await send(page, 'Sent while Reverb is down');
  await expect(messages(page).getByText('Sent while Reverb is down')).toBeVisible();

  // Back-off, not a loop: a handful of refused sockets, not hundreds.
  expect(console.refusedSockets()).toBeGreaterThan(0);
  expect(console.refusedSockets()).toBeLessThan(10);

  await setReverb(true);
  // Back at the app's next retry: after its longest delay at the latest.
  await runClockUntil(
    page,
    async () => !(await unavailable()),
    RETRY_DELAYS_MS.at(-1)! + UNAVAILABLE_TIMEOUT_MS,
  );
  await expect(connectionStatus(page)).not.toContainText(/offline/i);
  expect(console.errors()).toEqual([]);
  expect(console.httpErrors()).toEqual([]);
});

/** The page's clock moves on in steps of a second, so what a step starts over the network (a socket) can finish. */
const CLOCK_STEP_MS = 1_000;

/** Runs the page's clock on a step at a time until `done`, for at most `limitMs` of the page's time. */
async function runClockUntil(
  page: Page,
  done: () => Promise<boolean>,
  limitMs: number,
): Promise<void> {
  for (let ran = 0; ran <= limitMs; ran += CLOCK_STEP_MS) {
    if (await done()) return;
    await page.clock.runFor(CLOCK_STEP_MS);
  }
  throw new Error(`Not done within ${limitMs} ms of the page's time.`);
}

/** A call to the backend with the browser's cookies (the context's cookie jar). */
function fetchAs(page: Page, path: string) {
  return page.request.get(`${API_URL}${path}`, { headers: { Accept: 'application/json' } });
}
