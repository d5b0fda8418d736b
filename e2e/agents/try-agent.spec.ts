/**
 * Issue 61, finding 13: trying an agent before publishing it. The author asks a draft a question in
 * the builder and reads its answer there, on a laptop and on a phone; axe finds no serious or
 * critical violation with an answer shown, in either theme.
 */
import { expect, test } from '../test';
import { bothThemes, report } from '../a11y/axe';
import { navigateInApp, signIn } from './helpers';

for (const { label, width, height } of [
  { label: 'laptop', width: 1440, height: 900 },
  { label: 'phone', width: 390, height: 844 },
]) {
  test(`the author tries a draft in the builder (${label})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page);
    await navigateInApp(page, '/Manage_agents?new=1');
    await page.getByLabel('Name').fill('Allotment Rules Helper');
    await page.getByLabel('Description').fill('Answers plot holders about the allotment rules.');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page).toHaveURL(/\?agent=\d+$/);

    const tryIt = page.getByRole('region', { name: 'Try it' });
    await tryIt.getByLabel('Message').fill('Can I keep hens on my plot?');
    await tryIt.getByRole('button', { name: 'Send' }).click();
    const answer = tryIt.locator('.try-exchange').first();
    await expect(answer).toContainText('Can I keep hens on my plot?');
    await expect(answer.locator('.try-answer')).toContainText(/\w{3,}/);
    await expect(tryIt.getByLabel('Message')).toHaveValue('');
    // Still a draft: trying publishes nothing.
    await expect(page.locator('.builder-panel > .builder-actions h2')).toContainText('Draft');

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const violations = await bothThemes(page, (theme) => `/Manage_agents try (${label}, ${theme})`);
    expect(violations, report(violations)).toEqual([]);
  });
}
