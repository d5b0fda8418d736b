/**
 * Frame first (issue 23): on a full load the header, the navigation and the page's skeleton
 * stand before the session and the page's data are known, never a full-window "Loading…", and a
 * signed-out visitor of an app page reaches the sign-in form without a blank window.
 */
import { expect, test } from '../test';
import { APP_WALK_PATHS } from '../a11y/routes';
import { DEMO, open } from '../shell/helpers';
import { DESKTOP, PHONE, readFirstLoad, WATCH_FIRST_LOAD } from './helpers';

declare global {
  interface Window {
    __apiFetches?: string[];
  }
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    for (const [path, heading] of [
      ['/Settings', 'Settings'],
      ['/chat', 'New chat'],
      ['/Users', 'Users'],
    ] as const) {
      test(`a signed-in full load of ${path} paints the frame before the data, with no full-window loading`, async ({
        page,
      }) => {
        await open(page, `/chat?mock-scenario=as:${DEMO.email}`);
        await expect(page.getByTestId('signed-in-user')).toBeAttached();
        await page.addInitScript(WATCH_FIRST_LOAD);
        await page.goto(path);
        await expect(page.getByTestId('signed-in-user')).toBeAttached();
        const seen = await readFirstLoad(page);
        expect(seen.splash, 'a full-window "Loading…" was shown').toBe(false);
        expect(seen.blankAfterPaint, 'the window went blank after the first paint').toBe(false);
        // The first thing painted is a layout's frame, and the header stood before the session's data.
        expect(seen.firstChild).toMatch(/app-shell/);
        expect(seen.frameAt).not.toBeNull();
        expect(seen.frameAt!).toBeLessThan(seen.dataAt!);
        // The frame is the real one in the end: navigation and the page's heading.
        await expect(page.locator('nav#app-nav')).toBeAttached();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      });
    }

    test('every app page, loaded in full when signed in, paints its frame before the session is known', async ({
      page,
    }) => {
      await open(page, `/chat?mock-scenario=as:${DEMO.email}`);
      await expect(page.getByTestId('signed-in-user')).toBeAttached();
      await page.addInitScript(WATCH_FIRST_LOAD);
      const missed: string[] = [];
      for (const path of APP_WALK_PATHS) {
        await page.goto(path);
        await expect(page.getByTestId('signed-in-user'), path).toBeAttached();
        const seen = await readFirstLoad(page);
        const frameFirst =
          seen.frameAt !== null && seen.dataAt !== null && seen.frameAt < seen.dataAt;
        if (
          seen.splash ||
          seen.blankAfterPaint ||
          !/app-shell/.test(String(seen.firstChild)) ||
          !frameFirst
        )
          missed.push(`${path}: ${JSON.stringify(seen)}`);
      }
      expect(missed).toEqual([]);
    });

    test('a signed-out visitor of any app page reaches the sign-in form, the frame standing all along', async ({
      page,
    }) => {
      await page.addInitScript(WATCH_FIRST_LOAD);
      const missed: string[] = [];
      for (const path of APP_WALK_PATHS) {
        await page.goto(path);
        await expect(page, path).toHaveURL(/\/auth\/login/i);
        await expect(page.getByLabel('Email'), path).toBeVisible();
        const seen = await readFirstLoad(page);
        if (
          seen.splash ||
          seen.blankAfterPaint ||
          seen.frameAt === null ||
          !(seen.frameAt <= seen.loginAt!)
        )
          missed.push(`${path}: ${JSON.stringify(seen)}`);
      }
      expect(missed).toEqual([]);
    });

    test('a signed-out visitor of an app page reaches the sign-in form without a blank window', async ({
      page,
    }) => {
      await page.addInitScript(WATCH_FIRST_LOAD);
      await page.goto('/Council_management');
      await expect(page).toHaveURL(/\/auth\/login/i);
      await expect(page.getByLabel('Email')).toBeVisible();
      const seen = await readFirstLoad(page);
      expect(seen.splash).toBe(false);
      expect(seen.blankAfterPaint).toBe(false);
      expect(seen.frameAt).not.toBeNull();
      expect(seen.frameAt!).toBeLessThanOrEqual(seen.loginAt!);
    });
  });
}

test.describe('the first page fetched beside the profile', () => {
  const LISTS = ['/api/profile/agents', '/api/folders', '/api/threads'];

  /**
   * "ask /api/…" when the page calls fetch and "answer /api/…" when that call resolves, recorded in the
   * page: the order the app issued its calls in, not the order the browser reports them. The profile's
   * answer is held in the page until the lists were asked for (at most `holdMs`): the lists' calls then
   * wait on the prefetch's own code only, never on how fast the mock answers, and an app that waits for
   * the profile before asking still fails (its lists come after the held answer).
   */
  const RECORD_PAGE_FETCHES = ({ lists, holdMs }: { lists: string[]; holdMs: number }) => {
    const events: string[] = [];
    window.__apiFetches = events;
    let listsAsked = () => {};
    const allListsAsked = new Promise<void>((resolve) => (listsAsked = resolve));
    const pageFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      const api = url.pathname.startsWith('/api/') ? url.pathname : null;
      if (!api) return pageFetch(input, init);
      events.push(`ask ${api}`);
      if (lists.every((list) => events.includes(`ask ${list}`))) listsAsked();
      const held =
        api === '/api/profile'
          ? Promise.race([allListsAsked, new Promise((resolve) => setTimeout(resolve, holdMs))])
          : Promise.resolve();
      return pageFetch(input, init).then(async (response) => {
        await held;
        events.push(`answer ${api}`);
        return response;
      });
    };
  };

  /** "ask /api/…" and "answer /api/…" in the order the browser saw them. */
  function watchApi(page: import('@playwright/test').Page): string[] {
    const events: string[] = [];
    const path = (url: string) => new URL(url).pathname;
    page.on(
      'request',
      (request) =>
        path(request.url()).startsWith('/api/') && events.push(`ask ${path(request.url())}`),
    );
    page.on(
      'response',
      (response) =>
        path(response.url()).startsWith('/api/') && events.push(`answer ${path(response.url())}`),
    );
    return events;
  }

  test("a signed-in reload of /chat asks for the chat's lists before the profile answers, once each", async ({
    page,
  }) => {
    await open(page, `/chat?mock-scenario=as:${DEMO.email}`);
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await page.addInitScript(RECORD_PAGE_FETCHES, { lists: LISTS, holdMs: 5_000 });
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Chats' }).getByRole('link').first(),
    ).toBeVisible();
    // The box and the lists may be drawn from what the tab kept (src/lib/session/kept-screen.ts)
    // before any answer: the calls are read once the profile and every list have answered.
    await page.waitForFunction(
      (lists) =>
        ['/api/profile', ...lists].every((api) =>
          (window.__apiFetches ?? []).includes(`answer ${api}`),
        ),
      LISTS,
    );
    const events = await page.evaluate(() => window.__apiFetches ?? []);
    const answered = events.indexOf('answer /api/profile');
    expect(answered, events.join(', ')).toBeGreaterThan(-1);
    for (const list of LISTS) {
      expect(events.indexOf(`ask ${list}`), `${list} in ${events.join(', ')}`).toBeGreaterThan(-1);
      expect(events.indexOf(`ask ${list}`), `${list} in ${events.join(', ')}`).toBeLessThan(
        answered,
      );
      expect(
        events.filter((event) => event === `ask ${list}`),
        `${list} asked again by the page`,
      ).toHaveLength(1);
    }
  });

  test('a visitor who was not signed in asks only for the profile; one whose session ended reaches the sign-in form', async ({
    page,
  }) => {
    const events = watchApi(page);
    await open(page, '/chat');
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(
      events.filter((event) => event.startsWith('ask ')),
      events.join(', '),
    ).toEqual(['ask /api/profile']);

    // Signed in, then the session ends while the app is closed: the browser still says it was signed in.
    await open(page, `/chat?mock-scenario=as:${DEMO.email}`);
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await page.evaluate(() => window.__councilMock!.scenario('logged-out', { reload: false }));
    await page.addInitScript(() => localStorage.setItem('council-chat:signed-in', '1'));
    events.length = 0;
    // Loaded anew at /chat (the old page may have been sent to the sign-in form by then).
    await page.goto('/chat');
    await expect(page).toHaveURL(/\/auth\/login/i);
    await expect(page.getByLabel('Email')).toBeVisible();
    // The stale hint sent the chat's lists beside the profile; their 401s, like the profile's, signed the app out.
    expect(events, events.join(', ')).toContain('ask /api/threads');
    expect(await page.evaluate(() => localStorage.getItem('council-chat:signed-in'))).toBeNull();
  });
});
