import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E_EXPECT_MS } from '../../tests/support/test-waits';

export type Theme = 'light' | 'dark';
export type Visitor = 'signed out' | 'demo (administrator)' | 'member';

export const SCENARIO: Record<Visitor, string> = {
  'signed out': 'logged-out',
  'demo (administrator)': 'as:demo@example.com',
  member: 'as:member@example.com',
};

/** The impacts that fail the walk. */
const FAILING = new Set(['serious', 'critical']);

/**
 * Opens `path` in a fresh app as `visitor` (the mock's scenario signs in before the app starts)
 * and waits until the page has loaded its code and data. Returns the path the guards ended on.
 */
export async function openAs(page: Page, path: string, visitor: Visitor): Promise<string> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}mock-scenario=${encodeURIComponent(SCENARIO[visitor])}`);
  await settle(page);
  return new URL(page.url()).pathname;
}

/**
 * Waits until the page is there to be checked: the app rendered past its splash, the page's
 * level-one heading is in, no list still shows its loading state, and the network is quiet.
 * Bounded by the suite's expect wait: a page that never settles is then checked as it is.
 */
export async function settle(page: Page): Promise<void> {
  // Colour transitions would let axe measure a colour half-way between themes.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The frame paints before the in-browser mock is up (issue 23): wait for the mock too.
  await page
    .waitForFunction(
      () =>
        (document.querySelector('#root')?.childElementCount ?? 0) > 0 &&
        '__councilMock' in window &&
        document.querySelector('.splash') === null &&
        document.querySelector('h1') !== null &&
        document.querySelector('.query-loading, .skeleton-grid') === null,
      undefined,
      { timeout: E2E_EXPECT_MS },
    )
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: E2E_EXPECT_MS }).catch(() => undefined);
}

export async function setTheme(page: Page, theme: Theme): Promise<void> {
  // The app follows the system's choice unless the user picked a theme: emulate the system's.
  await page.emulateMedia({ colorScheme: theme });
}

/**
 * Waits for the transitions and animations under way that end (a spinner's never does): colours are
 * read once they arrive. axe measured a button half-way through a theme switch (the old theme's
 * background under the new theme's text) on a loaded machine.
 */
export async function finishedMoving(page: Page): Promise<void> {
  await page.evaluate(() => {
    const moving = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished);
    // A transition is under a second; an animation that runs longer is no colour change to wait for.
    const cap = new Promise((done) => setTimeout(done, 2_000));
    return Promise.race([Promise.allSettled(moving), cap]);
  });
}

/**
 * The serious and critical axe-core violations on the page as it is now, one line each, naming
 * where (visitor, route, theme, state), the rule and the elements, e.g.
 * `member /Orders [dark] (user menu open) color-contrast (serious): Elements must meet… → .badge`.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  await finishedMoving(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => FAILING.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 4)
        .map((node) => node.target.join(' '))
        .join(' | ');
      const more = violation.nodes.length > 4 ? ` (+${violation.nodes.length - 4} more)` : '';
      // What axe measured on the first element (e.g. the contrast ratio and its colours).
      const why = violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim();
      return `${where} ${violation.id} (${violation.impact}): ${violation.help} → ${targets}${more}${why ? ` [${why}]` : ''}`;
    });
}

/** Checks the page in both themes. */
export async function bothThemes(page: Page, where: (theme: Theme) => string): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    found.push(...(await seriousViolations(page, where(theme))));
  }
  return found;
}

export function report(violations: string[]): string {
  return `${violations.length} serious or critical accessibility violation(s):\n  ${violations.join('\n  ')}`;
}
