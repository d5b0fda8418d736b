import { expect, type Page } from '@playwright/test';

/** Seeded accounts of the mock backend (mocks/db/seed); every password is `password`. */
export const DEMO = { email: 'demo@example.com', password: 'password', name: 'Demo Admin' };
export const MEMBER = { email: 'member@example.com', password: 'password', name: 'Mia Member' };
export const NEW_ACCOUNT_INVITATION = 'inv-northwind-new-account-7f3b1c9e27a5d4c08b6e1a9d2c7f04e5';

/** Opens a page and waits until the app (and the in-browser mock backend) is up. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The frame paints before the in-browser mock is up (issue 23): wait for both.
  await page.waitForFunction(
    () => document.querySelector('#root')?.childElementCount !== 0 && '__councilMock' in window,
  );
}

/**
 * Opens /chat signed in as a seeded account, without the form: the mock's scenario
 * (`?mock-scenario=as:<email>`, mocks/control/scenarios.ts) gives the page's session to that user
 * before the app's first call, as a login would. For every journey whose subject is what comes after
 * the sign-in: the login page's load, its form and its redirect cost each about 0.2 CPU-seconds, and
 * /chat's load before another page about 0.5 (docs/testing.md, "What each change won"). The form
 * itself is signInThroughForm's.
 */
export async function signIn(
  page: Page,
  account: { email: string },
  path = '/chat',
): Promise<void> {
  // A journey that opens another page by its address right after signing in opens that one
  // instead: one page load, not /chat's and then its own.
  const [route, hash] = path.split('#');
  const scenario = `mock-scenario=${encodeURIComponent(`as:${account.email}`)}`;
  await open(
    page,
    `${route}${route!.includes('?') ? '&' : '?'}${scenario}${hash === undefined ? '' : `#${hash}`}`,
  );
  // The bootstrap takes the scenario off the address once applied.
  await expect(page).not.toHaveURL(/mock-scenario=/);
  if (path === '/chat') await expect(page).toHaveURL(/\/chat$/);
}

/**
 * Signs in through the login form; the guards then take the user to /chat. The journeys of the
 * sign-in itself (e2e/shell/auth.spec.ts, flows.spec.ts) use it, so the form stays covered end to end.
 */
export async function signInThroughForm(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await open(page, '/auth/Login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
}

/** Fills the registration form at /auth (terms accepted) and submits it. */
export async function submitRegistration(
  page: Page,
  account: { name: string; email: string },
): Promise<void> {
  await open(page, '/auth');
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse');
  await page.getByLabel('Confirm password').fill('correct horse');
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** An in-app navigation (the router's history), as a link click or back button would make. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(
      { idx: (window.history.state?.idx ?? 0) + 1, key: 'e2e', usr: null },
      '',
      to,
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** Marks the current document, to tell later whether the page was reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMark?: boolean }).__e2eMark = true;
  });
}

export async function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMark?: boolean }).__e2eMark === true);
}

/** The newest link the mock backend "mailed" to an address (mocks/handlers/mail.ts). */
export async function latestMailLink(
  page: Page,
  to: string,
  kind: 'verify-email' | 'reset-password',
): Promise<string> {
  const link = await page.evaluate(
    ({ to, kind }) => {
      type Mail = { id: number; to: string; kind: string; link: string | null };
      const mock = (
        window as unknown as {
          __councilMock?: { state: { db: { mails: { where(fn: (m: Mail) => boolean): Mail[] } } } };
        }
      ).__councilMock;
      if (!mock)
        throw new Error('The mock backend is not running (window.__councilMock is missing).');
      const mails = mock.state.db.mails.where(
        (m) => m.to.toLowerCase() === to.toLowerCase() && m.kind === kind,
      );
      return mails.sort((a, b) => b.id - a.id)[0]?.link ?? null;
    },
    { to, kind },
  );
  if (!link) throw new Error(`No ${kind} mail to ${to}`);
  return link;
}

/** Makes the mock answer the next call(s) of an operation with a status (mocks/laravel/faults.ts). */
export async function forceStatus(
  page: Page,
  operationId: string,
  status: number,
  times = 1,
): Promise<void> {
  await page.evaluate(
    ({ operationId, status, times }) => {
      const mock = (
        window as unknown as {
          __councilMock?: {
            faults: { force(id: string, f: { status: number; times?: number }): void };
          };
        }
      ).__councilMock;
      if (!mock)
        throw new Error('The mock backend is not running (window.__councilMock is missing).');
      mock.faults.force(operationId, { status, times });
    },
    { operationId, status, times },
  );
}
