/**
 * A reload on a slow device, as when a phone brings back a tab it discarded in the background: the
 * screen the tab kept (src/lib/session/kept-screen.ts) is drawn before the in-browser mock has even
 * started, so the message box takes typing at once; the fresh answers then replace the kept ones
 * and what was typed stays. A sign-out leaves nothing to draw.
 */
import { composer, signIn } from '../chat/helpers';
import { navigateInApp } from '../shell/helpers';
import { expect, test } from './slow-device';

const KEPT = 'council-chat:kept-screen';
const threadLinks = (page: import('@playwright/test').Page) =>
  page.locator('.chat-sidebar .thread-link');

test.beforeEach(async ({ page, slowCpu }) => {
  await signIn(page);
  await slowCpu();
});

test('a reload draws the kept screen before the backend answers, and what is typed into it stays', async ({
  page,
}) => {
  const title = (await threadLinks(page).first().innerText()).trim();
  // On the next load only, before the app's code runs: the kept screen's copy of the first chat's
  // title is marked, so the test can tell the kept answer from the fresh one. And the moment the
  // message box first exists is noted, with whether the mock had started answering by then.
  await page.addInitScript(
    ({ key, title }) => {
      const text = sessionStorage.getItem(key);
      if (text && !sessionStorage.getItem('e2e:kept-marked')) {
        sessionStorage.setItem('e2e:kept-marked', '1');
        sessionStorage.setItem(
          key,
          text.split(JSON.stringify(title)).join(JSON.stringify(`Kept ${title}`)),
        );
      }
      const observer = new MutationObserver(() => {
        if (!document.querySelector('textarea[aria-label="Message"]')) return;
        // Whether the mock backend was there yet (it sets `__councilMock` once it answers).
        (window as unknown as { __boxBeforeMock: boolean }).__boxBeforeMock = !(
          '__councilMock' in window
        );
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    { key: KEPT, title },
  );
  // The mock's code is held until the kept screen has been typed into: which of the two a loaded
  // machine gets to first is a race, and what is tested is that the screen and its box need no
  // backend (a screen waiting for one would never draw here).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/browser-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();

  // Drawn from what the tab kept: the marked title, which no backend ever sent.
  await expect(threadLinks(page).filter({ hasText: `Kept ${title}` })).toHaveCount(1);
  const box = composer(page);
  await box.pressSequentially('typed on the kept screen');
  release();
  // Then the mock starts and its fresh answer replaces the kept one.
  await expect(threadLinks(page).filter({ hasText: `Kept ${title}` })).toHaveCount(0);
  await expect(threadLinks(page).first()).toHaveText(title);
  await expect(box).toHaveValue('typed on the kept screen');
  // Live updates came up too, on the mock's fake Reverb: the presence channel lists the user.
  await expect(page.getByTestId('online-members')).toHaveText(/^1 online\b/);

  // The box was there before the mock backend could answer anything.
  expect(
    await page.evaluate(() => (window as unknown as { __boxBeforeMock?: boolean }).__boxBeforeMock),
  ).toBe(true);
});

test('a form drawn from the kept screen keeps what is typed into it when the fresh profile lands', async ({
  page,
}) => {
  await navigateInApp(page, '/Settings');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue('Demo Admin');
  await page.reload();
  // Typed the moment the field is there: drawn from the kept screen, before the mock answers.
  await name.press('End');
  await name.pressSequentially(' typed on reload');
  await page.waitForFunction(() => '__councilMock' in window);
  // The profile and the page's data are fetched again meanwhile; what was typed stays.
  await expect(page.getByTestId('online-members')).toHaveText(/^1 online\b/);
  await expect(name).toHaveValue('Demo Admin typed on reload');
});

test('after a sign-out nothing is kept, and a reload draws no one’s screen', async ({ page }) => {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), KEPT)).toBeNull();
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(composer(page)).toHaveCount(0);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), KEPT)).toBeNull();
});
