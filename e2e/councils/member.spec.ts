/**
 * A plain member sees the council pages read-only: no button that can only fail, and the pages an
 * administrator alone may read say so instead of showing an error.
 */
import { test, DATES } from '../test';
import { DEMO, MEMBER, open, signIn } from '../shell/helpers';
import { expect, expectAccessible, rowWith } from './helpers';

test(
  'a member sees the console without administrator actions',
  { tag: DATES },
  async ({ page }) => {
    await signIn(page, MEMBER, '/Users');
    await expect(rowWith(page, 'demo@example.com')).toBeVisible();
    await expect(
      page.getByText(
        'Only administrators can invite people or change roles, positions and membership.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Invite/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Remove|Revoke)/ })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: /^Role of/ })).toHaveCount(0);
    await expectAccessible(page, 'member /Users');

    await open(page, '/Council_management');
    await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Join requests/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save profile' })).toHaveCount(0);
    await expect(
      page.getByText('Only administrators can change the council’s profile and join code.'),
    ).toBeVisible();
    await expect(page.getByLabel('Join code')).toHaveCount(0);
    await expectAccessible(page, 'member /Council_management');

    await page.getByRole('tab', { name: 'Agents' }).click();
    await expect(page).toHaveURL(/tab=agents/);
    // A member's only action on an agent is to read who may use it, in the row's menu.
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await expect(page.getByRole('menuitem', { name: 'Who may use it' })).toBeVisible();
    await expect(page.getByRole('menuitem')).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /^Settings of/ })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Files' }).click();
    await expect(page.getByRole('heading', { name: 'Council files' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Upload files/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

    await open(page, '/Licences');
    // The shell's route rule explains it (issue 16); the page itself would say the same.
    await expect(
      page.getByText('Licences is for administrators of Northwind Parish Council.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page, 'member /Licences');

    await open(page, '/Orders');
    await expect(
      page.getByText('Orders is for administrators of Northwind Parish Council.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Try again/ })).toHaveCount(0);
  },
);

test('the console on a phone in the dark theme', { tag: DATES }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  // Signed in on the first page: one load, not /chat's first.
  for (const [i, path] of ['/Users', '/Council_management', '/Licences', '/Orders'].entries()) {
    await (i === 0 ? signIn(page, DEMO, path) : open(page, path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    // Nothing wider than the screen: tables stack into labelled cards.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
    await expectAccessible(page, `phone dark ${path}`);
  }
});
