import { expect, test, DATES } from '../test';
import {
  DEMO,
  forceStatus,
  latestMailLink,
  MEMBER,
  NEW_ACCOUNT_INVITATION,
  open,
  signInThroughForm,
  submitRegistration,
} from './helpers';

test.describe('sign-in flows', () => {
  test('login with a seeded user shows the app with the user and their councils', async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO);
    await expect(page.getByTestId('signed-in-user')).toHaveText(DEMO.name);
    await expect(page.getByTestId('council-list').getByRole('button').first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /App store/ }),
    ).toBeVisible();
  });

  test('a wrong password shows the server error next to the email field', async ({ page }) => {
    await open(page, '/auth/Login');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
    await expect(page).toHaveURL(/\/auth\/Login$/);
  });

  test('the login form validates before sending', async ({ page }) => {
    await open(page, '/auth/Login');
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) loginCalls += 1;
    });
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(loginCalls).toBe(0);
  });

  test('register creates the account, signs it in and continues with onboarding', async ({
    page,
  }) => {
    const email = `new.user.${Date.now()}@example.com`;
    await submitRegistration(page, { name: 'New User', email });
    await expect(page).toHaveURL(/\/auth\/Onboarding$/);
    await expect(page.getByRole('heading', { name: 'Welcome, New' })).toBeVisible();
    await page.getByLabel('Not now').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByTestId('signed-in-user')).toHaveText('New User');
  });

  test('register shows the server field errors (email taken)', async ({ page }) => {
    await submitRegistration(page, { name: 'Copy Cat', email: DEMO.email });
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'The email has already been taken.',
    );
  });

  test(
    'forgot password, then reset it with the emailed link, then sign in with it',
    { tag: DATES },
    async ({ page }) => {
      await open(page, '/auth/Forgot_password');
      await page.getByLabel('Email').fill(MEMBER.email);
      await page.getByRole('button', { name: 'Email me a reset link' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'We have emailed your password reset link.' }),
      ).toBeVisible();

      const link = await latestMailLink(page, MEMBER.email, 'reset-password');
      expect(link).toMatch(/^\/auth\/Reset-password\?token=/);
      await open(page, link);
      await expect(page.getByLabel('Email')).toHaveValue(MEMBER.email);
      await page.getByLabel('New password', { exact: true }).fill('brand new secret');
      await page.getByLabel('Confirm new password').fill('brand new secret');
      await page.getByRole('button', { name: 'Reset password' }).click();

      await expect(page).toHaveURL(/\/auth\/Login\?email=/);
      await expect(page.getByRole('status').filter({ hasText: /reset/i })).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue(MEMBER.email);
      await page.getByLabel('Password').fill('brand new secret');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/\/chat$/);
      await expect(page.getByTestId('signed-in-user')).toHaveText(MEMBER.name);
    },
  );

  test('a reset with an invalid token shows the error next to the email', async ({ page }) => {
    await open(page, `/auth/Reset-password?token=nope&email=${encodeURIComponent(MEMBER.email)}`);
    await page.getByLabel('New password', { exact: true }).fill('brand new secret');
    await page.getByLabel('Confirm new password').fill('brand new secret');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'This password reset token is invalid.',
    );
  });

  test(
    'verify email: the base64 link from the mail is decoded and called',
    { tag: DATES },
    async ({ page }) => {
      const email = `verify.me.${Date.now()}@example.com`;
      await submitRegistration(page, { name: 'Vera Verify', email });
      await expect(page).toHaveURL(/\/auth\/Onboarding$/);

      const link = await latestMailLink(page, email, 'verify-email');
      expect(link).toMatch(/^\/auth\/Verifyemail\?/);
      await open(page, link);
      await expect(page.getByRole('status').filter({ hasText: /verified/i })).toBeVisible();

      // A tampered link fails with the server's message or the default.
      await open(page, '/auth/Verifyemail?link=bm90LWEtbGluaw');
      await expect(page.getByRole('alert')).toHaveText('Verification failed');
    },
  );

  test('accept an invitation as a new account', async ({ page }) => {
    await open(page, `/auth/Accept_invitation?token=${NEW_ACCOUNT_INVITATION}`);
    await expect(page.getByRole('heading', { level: 1, name: /Join / })).toBeVisible();
    await page.getByLabel('Full name').fill('Nina Newclerk');
    await page.getByLabel('Password', { exact: true }).fill('correct horse');
    await page.getByLabel('Confirm password').fill('correct horse');
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    // The new member is signed in; a new account (onboarding_completed: false) goes through
    // onboarding first. (The page passes /chat on the way, so only the end of the redirect is checked.)
    await expect(page).toHaveURL(/\/auth\/Onboarding$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByTestId('signed-in-user')).toHaveText('Nina Newclerk');
    await expect(page.getByTestId('council-list').getByRole('button')).toHaveCount(1);
  });

  test('an unknown invitation says so', async ({ page }) => {
    await open(page, '/auth/Accept_invitation?token=does-not-exist');
    await expect(page.getByRole('alert')).toHaveText('Invitation not found.');
  });

  test('sign-out ends the session and goes to /auth/login', async ({ page }) => {
    await signInThroughForm(page, DEMO);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await open(page, '/chat');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('sign-out from any page goes to /auth/login, never asking to come back to that page', async ({
    page,
  }) => {
    // Opened signed in, so the sign-in page's code is not loaded yet: the way there takes a moment,
    // in which the cleared profile must not send the user to "/auth/login?redirect=…".
    for (const path of ['/Settings', '/App_store']) {
      await open(page, `${path}?mock-scenario=as:${DEMO.email}`);
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/login$/);
    }
  });

  test('a 401 from any call sends the user to the login page', async ({ page }) => {
    await signInThroughForm(page, DEMO);
    await forceStatus(page, 'listAgents', 401);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /App store/ })
      .click();
    // …and back to where they were once signed in again.
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2FApp_store$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});
