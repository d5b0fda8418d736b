import { expect, test } from '../test';
import { DEMO, expectAccessible, expectAccessibleOnDarkPhone, open } from './helpers';

// Journeys with several axe-core passes: longer than the default on a busy two-core machine.

test('the landing page loads no chat, admin or other page code, and shows what the product is', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await open(page, '/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'AI agents for your council' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Who it is for' })).toBeVisible();
  await expect(page.getByText('The App store: agents by category, free or paid.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // ErrorPage is no page of its own: the shell's error screen, part of every page's entry.
  const pageChunks = scripts.filter(
    (path) =>
      /\/(\w+Page|Markdown|Conversation|LazyMarkdown|ThreadMenu|PaymentDialogContent|FeedbackDialog)-/.test(
        path,
      ) && !path.includes('/ErrorPage-'),
  );
  // The landing page's own chunk only: no other page, no chat, no admin screen (the mock panel is issue 14's).
  expect(pageChunks.filter((path) => !path.includes('/LandingPage-'))).toEqual([]);
  expect(pageChunks.some((path) => path.includes('/LandingPage-'))).toBe(true);
  await expectAccessible(page, '/');
  await expectAccessibleOnDarkPhone(page, '/');
});

test('the terms have a table of contents that jumps to each section', async ({ page }) => {
  await open(page, '/terms-and-conditions');
  const toc = page.getByRole('navigation', { name: 'Contents' });
  await toc.getByRole('link', { name: 'Payments and subscriptions' }).click();
  await expect(page).toHaveURL(/#payments$/);
  await expect(
    page.getByRole('heading', { name: /Payments and subscriptions/, level: 2 }).last(),
  ).toBeInViewport();
  await expectAccessible(page, '/terms-and-conditions');
  await expectAccessibleOnDarkPhone(page, '/terms-and-conditions');
});

test('sign out from the landing page header and back in', async ({ page }) => {
  await open(page, '/auth/Login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);

  await open(page, '/');
  await expect(page.getByTestId('landing-signed-in')).toHaveText('Signed in as Demo Admin');
  await expectAccessible(page, '/ signed in');
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/i);

  await open(page, '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId('signed-in-user')).toHaveText('Demo Admin');
});

test('/Empty offers the next step', async ({ page }) => {
  await open(page, '/auth/Login');
  await page.getByLabel('Email').fill('nocouncil@example.com');
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await open(page, '/Empty');
  await expect(page.getByRole('heading', { level: 1, name: 'Nothing here yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join a council' })).toBeVisible();
  await expectAccessible(page, '/Empty');
});
