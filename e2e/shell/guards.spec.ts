import { expect, test } from '../test';
import { DEMO, navigateInApp, open, signIn } from './helpers';

test.describe('guards', () => {
  test('a signed-out visitor of an app page is sent to /auth/login, with where they were going', async ({
    page,
  }) => {
    for (const [path, login] of [
      ['/Agents', '/auth/login?redirect=%2FAgents'],
      ['/chat', '/auth/login'],
      ['/App_store', '/auth/login?redirect=%2FApp_store'],
      ['/help/getting-started', '/auth/login?redirect=%2Fhelp%2Fgetting-started'],
    ] as const) {
      await open(page, path);
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === login);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    }
  });

  test('signed-out visitors may open the landing and auth pages', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('heading', { name: 'AI agents for your council' })).toBeVisible();
    await open(page, '/terms-and-conditions');
    await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    await open(page, '/auth/Forgot_password');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  });

  test('paths match case-insensitively', async ({ page }) => {
    await open(page, '/auth/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await open(page, '/AUTH/LOGIN');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('a signed-in user opening an /auth page is sent to /chat, except the allowAuth pages', async ({
    page,
  }) => {
    await signIn(page, DEMO);
    await navigateInApp(page, '/auth/Forgot_password');
    await expect(page).toHaveURL(/\/chat$/);
    await navigateInApp(page, '/auth');
    await expect(page).toHaveURL(/\/chat$/);

    await navigateInApp(page, '/auth/Verifyemail');
    await expect(page).toHaveURL(/\/auth\/Verifyemail$/);
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await navigateInApp(page, '/auth/Onboarding');
    await expect(page).toHaveURL(/\/auth\/Onboarding$/);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  });

  test('the landing page stays for signed-in users', async ({ page }) => {
    await signIn(page, DEMO);
    await navigateInApp(page, '/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Open the app' }).first()).toBeVisible();
  });

  test('route rule: a user who has not finished onboarding continues it', async ({ page }) => {
    await signIn(page, DEMO);
    // unverified@example.com is seeded with onboarding not completed.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByLabel('Email').fill('unverified@example.com');
    await page.getByLabel('Password').fill('password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/Onboarding$/);
  });

  test('an invalid page shows 404 "Page Not Found: {path}"', async ({ page }) => {
    await open(page, '/chat/abc');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByTestId('error-status')).toHaveText('404');
    await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /chat/abc');
  });

  test('an unmatched path shows 404 "Page not found: {fullPath}"', async ({ page }) => {
    await open(page, '/no/such/page?x=1');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByTestId('error-status')).toHaveText('404');
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /no/such/page?x=1');
  });

  test('every route of docs/app-rules.md answers', async ({ page }) => {
    await signIn(page, DEMO);
    const defaults: Array<[string, RegExp]> = [
      ['/Agents', /My agents/],
      ['/App_store', /App store/],
      ['/Council_management', /Council management/],
      ['/Empty', /Nothing here yet/],
      ['/Licences', /Licences/],
      ['/Manage_agents', /Manage agents/],
      ['/NotFound', /Page Not Found/],
      ['/Orders', /Orders/],
      ['/Settings', /Settings/],
      ['/Subscriptions', /Subscriptions/],
      ['/Users', /Users/],
      ['/chat', /chat/i],
      ['/help', /Help/],
      // No help page has that path: the product's invalid-page message, inside the help centre.
      ['/help/a/b/c', /Page Not Found: \/help\/a\/b\/c/],
    ];
    for (const [path, heading] of defaults) {
      await navigateInApp(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      // /NotFound is the 404 page itself, inside the app's layout.
      await expect(page.getByTestId('error-page')).toHaveCount(path === '/NotFound' ? 1 : 0);
    }
    // The address the product was specified with (and a bookmark of it) leads to the page now,
    // its query and anchor kept.
    await navigateInApp(page, '/Licenses?from=bookmark#licence-table');
    await expect(page).toHaveURL(/\/Licences\?from=bookmark#licence-table$/);
    await expect(page.getByRole('heading', { level: 1, name: /Licences/ })).toBeVisible();
    await navigateInApp(page, '/chat/1');
    await expect(page).toHaveURL(/\/chat\/1$/);
    await expect(page.getByTestId('error-page')).toHaveCount(0);
    const allowAuth: Array<[string, RegExp]> = [
      ['/auth/Microsoft', /Sign in with Microsoft/],
      ['/auth/partner/onboarding', /Partner onboarding/],
      ['/auth/Sharepoint_callback', /Connecting SharePoint/],
      ['/auth/tool/slack/callback', /Connecting a tool/],
    ];
    for (const [path, heading] of allowAuth) {
      await navigateInApp(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('every auth page answers for a guest', async ({ page }) => {
    const pages: Array<[string, RegExp]> = [
      ['/auth', /Create your account/],
      ['/auth/Accept_invitation', /Accept invitation/],
      ['/auth/Access', /Request access/],
      ['/auth/Error?message=Nope', /We could not sign you in/],
      ['/auth/Forgot_password', /Forgot your password/],
      ['/auth/join', /Join a council/],
      ['/auth/join/K7P2QX9M', /Join a council/],
      ['/auth/Login', /Sign in/],
      ['/auth/partner/registration', /Register as a partner/],
      // Opened with no request sent, it does not claim one was.
      ['/auth/Request_join_success', /No join request here/],
      ['/auth/request_join', /Ask to join a council/],
      ['/auth/request_join/K7P2QX9M', /Ask to join a council/],
      ['/auth/Reset-password', /Reset your password/],
      ['/auth/Verifyemail', /Verify your email/],
    ];
    for (const [path, heading] of pages) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });
});
