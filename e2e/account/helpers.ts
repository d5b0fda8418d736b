import { seriousViolations } from '../a11y/axe';
import { expect, type Page } from '@playwright/test';

export { DEMO, MEMBER, forceStatus, open, signIn } from '../shell/helpers';

/** axe-core over the page (open dialogs included): no serious or critical violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  expect(await seriousViolations(page, label), `axe violations on ${label}`).toEqual([]);
}

/** The same page at phone size in the dark theme, then back. */
export async function expectAccessibleOnDarkPhone(page: Page, label: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, `${label} (phone, dark)`);
  // Nothing sticks out sideways at phone width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal overflow on ${label} at phone width`).toBeLessThanOrEqual(0);
  await page.emulateMedia({ colorScheme: 'light' });
  if (size) await page.setViewportSize(size);
}
