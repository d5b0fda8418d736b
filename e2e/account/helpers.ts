import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export { DEMO, MEMBER, forceStatus, open, signIn } from '../shell/helpers';

/** axe-core over the page (open dialogs included): no serious or critical violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // The account button's label is issue 16's (the shell's UserMenu); everything else counts.
  const results = await new AxeBuilder({ page }).exclude('.user-trigger').analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `axe violations on ${label}`).toEqual([]);
}

/** The same page at phone size in the dark theme, then back. */
export async function expectAccessibleOnDarkPhone(page: Page, label: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, `${label} (phone, dark)`);
  // Nothing sticks out sideways at phone width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal overflow on ${label} at phone width`).toBeLessThanOrEqual(0);
  await page.emulateMedia({ colorScheme: 'light' });
  if (size) await page.setViewportSize(size);
}
