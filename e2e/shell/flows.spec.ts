import { type Page } from '@playwright/test';
import { expect, test } from '../test';
import { DEMO, open, signInThroughForm, submitRegistration } from './helpers';

const NO_COUNCIL = { email: 'nocouncil@example.com', password: 'password' };

/** A call with the browser's session, as the app makes it (for starting OAuth round trips). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as T;
  }, path);
}

test.describe('the other auth screens, end to end', () => {
  test('Microsoft sign-in: the redirect address from the API, then the callback', async ({
    page,
  }) => {
    await open(page, '/auth/Login');
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByTestId('signed-in-user')).toHaveText(DEMO.name);
  });

  test('Microsoft callback with a bad state shows the error and offers to retry', async ({
    page,
  }) => {
    await open(page, '/auth/Microsoft?code=ms-nope&state=nope');
    await expect(page.getByRole('alert')).toContainText(/expired|try again/i);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('request access (registration request)', async ({ page }) => {
    await open(page, '/auth/Access');
    await page.getByLabel('Full name').fill('Rita Request');
    await page.getByLabel('Email').fill('rita.request@example.org');
    await page.getByLabel('Organisation').fill('Lower Marsh Town Council');
    await page.getByLabel('Message (optional)').fill('We would like to try the assistants.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  });

  test('join a council with a code from the link', async ({ page }) => {
    await signInThroughForm(page, NO_COUNCIL);
    await expect(page.getByText('You are not a member of a council yet.').first()).toBeVisible();
    await open(page, '/auth/join/K7P2QX9M');
    await expect(page.getByLabel('Join code')).toHaveValue('K7P2QX9M');
    await page.getByRole('button', { name: 'Join council' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByTestId('council-list')).toContainText('Northwind');
  });

  test('join without a code in the link; a wrong code is shown next to the field', async ({
    page,
  }) => {
    await signInThroughForm(page, NO_COUNCIL);
    await page.getByRole('link', { name: 'Join with a code' }).first().click();
    await expect(page).toHaveURL(/\/auth\/join$/);
    await page.getByLabel('Join code').fill('WRONGCODE');
    await page.getByRole('button', { name: 'Join council' }).click();
    await expect(page.getByLabel('Join code')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Join code').fill('HB4R7T2W');
    await page.getByRole('button', { name: 'Join council' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByTestId('council-list')).toContainText('Harbor');
  });

  test('a guest on the join page is asked to sign in, then comes back', async ({ page }) => {
    await open(page, '/auth/join/K7P2QX9M');
    await page.getByRole('button', { name: 'Join council' }).click();
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/Login\?redirect=/);
    await page.getByLabel('Email').fill(NO_COUNCIL.email);
    await page.getByLabel('Password').fill(NO_COUNCIL.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/join\/K7P2QX9M$/);
    await page.getByRole('button', { name: 'Join council' }).click();
    await expect(page).toHaveURL(/\/chat$/);
  });

  test('ask to join a council (request_join without a code), then the success page', async ({
    page,
  }) => {
    await signInThroughForm(page, NO_COUNCIL);
    await page.getByRole('link', { name: 'Ask to join' }).first().click();
    await expect(page).toHaveURL(/\/auth\/request_join$/);
    await page.getByLabel('Council name').fill('Harbor');
    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('list', { name: 'Councils found' })
      .getByRole('button', { name: 'Ask to join' })
      .first()
      .click();
    await page.getByLabel('Message to the admins (optional)').fill('I am the new clerk.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/\/auth\/Request_join_success$/);
    await expect(
      page.getByRole('status').filter({ hasText: /Your request to join .* was sent/ }),
    ).toBeVisible();
  });

  test('request_join with a code in the link finds that council', async ({ page }) => {
    await signInThroughForm(page, NO_COUNCIL);
    await open(page, '/auth/request_join/K7P2QX9M');
    await expect(page.getByRole('list', { name: 'Councils found' })).toContainText('Northwind');
  });

  test('partner registration, then partner onboarding, then the app', async ({ page }) => {
    await open(page, '/auth/partner/registration');
    await page.getByLabel('Full name').fill('Pat Partner');
    await page.getByLabel('Company').fill('Pat Consulting');
    await page.getByLabel('Work email').fill(`pat.partner.${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('correct horse');
    await page.getByLabel('Confirm password').fill('correct horse');
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Create partner account' }).click();
    await expect(page).toHaveURL(/\/auth\/partner\/onboarding$/);
    await page.getByLabel('Council name').fill('Pat Client Council');
    await page.getByRole('button', { name: 'Create council and continue' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByTestId('council-list')).toContainText('Pat Client Council');
  });

  test('onboarding: create a council', async ({ page }) => {
    await submitRegistration(page, {
      name: 'Olga Onboard',
      email: `olga.${Date.now()}@example.com`,
    });
    await expect(page).toHaveURL(/\/auth\/Onboarding$/);
    await page.getByLabel('Create a new council').check();
    await page.getByLabel('Council name').fill('Olga Parish Council');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByTestId('council-list')).toContainText('Olga Parish Council');
  });

  test('the tool OAuth callback connects the tool', async ({ page }) => {
    await signInThroughForm(page, DEMO);
    const { url } = await apiGet<{ url: string }>(page, '/api/tools/slack/authorize');
    await open(page, url);
    // Connected: the callback page returns to the tools in Settings, which say so.
    await expect(page).toHaveURL(/\/Settings#tools$/);
    await expect(page.getByRole('status').filter({ hasText: 'Slack is connected.' })).toBeVisible();
  });

  test('the SharePoint callback confirms the connection', async ({ page }) => {
    await signInThroughForm(page, DEMO);
    const { data } = await apiGet<{ data: { current_council_id: number } }>(page, '/api/profile');
    const { url } = await apiGet<{ url: string }>(
      page,
      `/api/auth/microsoft/redirect?type=sharepoint&council_id=${data.current_council_id}`,
    );
    await open(page, url);
    await expect(
      page.getByRole('status').filter({ hasText: /SharePoint connected/i }),
    ).toBeVisible();
  });

  test('the auth error page shows the message it is given', async ({ page }) => {
    await open(page, '/auth/Error?message=The%20sign-in%20was%20cancelled.');
    await expect(page.getByRole('alert')).toHaveText('The sign-in was cancelled.');
  });
});
