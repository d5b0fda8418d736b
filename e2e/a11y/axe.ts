import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { E2E_EXPECT_MS } from '../../tests/support/test-waits';
import { expect } from '../test';

export type Theme = 'light' | 'dark';
export type Visitor = 'signed out' | 'demo (administrator)' | 'member';

export const SCENARIO: Record<Visitor, string> = {
  'signed out': 'logged-out',
  'demo (administrator)': 'as:demo@example.com',
  member: 'as:member@example.com',
};

/** The impacts that fail the walk. */
const FAILING = new Set(['serious', 'critical']);

interface AxeRule {
  id: string;
  tags: string[];
  enabled?: boolean;
  impact?: string;
  any: (string | { id: string })[];
  all: (string | { id: string })[];
  none: (string | { id: string })[];
}

/**
 * The rules worth running, read from the axe-core that @axe-core/playwright injects (its own
 * dependency). `failing`: the rules that can report a serious or critical violation (a rule's
 * impact is the highest of its failed checks'), so a run without the others finds exactly what
 * the walk fails on, a third faster. `colours`: those of them that read colours (`cat.color`): the
 * dark theme changes the colour tokens and nothing else (src/app/styles/tokens.css), so the
 * second theme's pass needs only these.
 */
const RULES = (() => {
  const require = createRequire(import.meta.url);
  const axePath = require.resolve('axe-core', {
    paths: [dirname(require.resolve('@axe-core/playwright'))],
  });
  const axe = require(axePath) as {
    _audit: { rules: AxeRule[]; checks: Record<string, { metadata?: { impact?: string } }> };
  };
  const order = ['minor', 'moderate', 'serious', 'critical'];
  const worst = (rule: AxeRule) =>
    Math.max(
      order.indexOf(rule.impact ?? ''),
      ...[...rule.any, ...rule.all, ...rule.none].map((check) =>
        order.indexOf(
          axe._audit.checks[typeof check === 'string' ? check : check.id]?.metadata?.impact ?? '',
        ),
      ),
    );
  const rules = axe._audit.rules;
  const failing = new Set(
    rules.filter((rule) => worst(rule) >= order.indexOf('serious')).map((rule) => rule.id),
  );
  if (failing.size === 0)
    throw new Error('e2e/a11y/axe.ts: read no serious or critical rule from axe-core');
  return {
    /** Off in every pass: they can only report minor or moderate violations. */
    weak: rules.filter((rule) => !failing.has(rule.id)).map((rule) => rule.id),
    /** Off in the second theme's pass: everything but the default rules that read colours. */
    notColours: rules
      .filter(
        (rule) =>
          !(failing.has(rule.id) && rule.tags.includes('cat.color') && rule.enabled !== false),
      )
      .map((rule) => rule.id),
  };
})();

/**
 * Opens `path` in a fresh app as `visitor` (the mock's scenario signs in before the app starts)
 * and waits until the page has loaded its code and data. Returns the path the guards ended on.
 */
export async function openAs(page: Page, path: string, visitor: Visitor): Promise<string> {
  const requests = watchRequests(page);
  await page.goto(
    `${path}${path.includes('?') ? '&' : '?'}mock-scenario=${encodeURIComponent(SCENARIO[visitor])}`,
  );
  await settle(page, requests);
  return new URL(page.url()).pathname;
}

/** How long a page opened in the app may take to show its title before it is loaded afresh instead. */
const NEW_TITLE_MS = 5_000;

/**
 * Opens `path` in the app already loaded on `page`, as a click on a link would (the router follows the
 * history entry), and waits until it has loaded its code and data: no app boot, which is most of a
 * fresh load's time. The new page is known to be there when the title the router sets for it
 * arrives; a page whose title is the one already shown (a second help article, a second error page)
 * gives no such sign, and is loaded afresh with `openAs` instead. Returns the path the guards ended on.
 */
export async function openInApp(page: Page, path: string, visitor: Visitor): Promise<string> {
  const requests = watchRequests(page);
  const before = await page.title();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  const arrived = await page
    .waitForFunction((title) => document.title !== title, before, { timeout: NEW_TITLE_MS })
    .then(
      () => true,
      () => false,
    );
  if (!arrived) return openAs(page, path, visitor);
  await settle(page, requests);
  return new URL(page.url()).pathname;
}

/** The page's requests under way, counted from now on. */
export function watchRequests(page: Page): { quietFor(): number } {
  const pending = new Set<unknown>();
  let since = Date.now();
  const start = (request: unknown) => {
    pending.add(request);
    since = Date.now();
  };
  const end = (request: unknown) => {
    pending.delete(request);
    since = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return { quietFor: () => (pending.size > 0 ? 0 : Date.now() - since) };
}

/**
 * Waits until the page is there to be checked: the app rendered past its splash, the page's
 * level-one heading is in, no list still shows its loading state, and no request of the page has
 * been under way for 300 ms (Playwright's `networkidle` waits 500 ms after the last one, on every
 * page of the walk; the mock answers within 250 ms). Bounded by the suite's expect wait: a page
 * that never settles is then checked as it is.
 */
export async function settle(page: Page, requests = watchRequests(page)): Promise<void> {
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
  await expect
    .poll(() => requests.quietFor(), { intervals: [50], timeout: E2E_EXPECT_MS })
    .toBeGreaterThanOrEqual(300)
    .catch(() => undefined);
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
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      )
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
export async function seriousViolations(
  page: Page,
  where: string,
  only: 'all' | 'colours' = 'all',
): Promise<string[]> {
  await finishedMoving(page);
  const results = await new AxeBuilder({ page })
    // axe in the page itself: the default mode opens a second page for every check to merge the
    // frames' results in, and loads axe-core into both. The app's pages have no frame to merge.
    .setLegacyMode(true)
    .disableRules(only === 'all' ? RULES.weak : RULES.notColours)
    .analyze();
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

/** Checks the page in the light theme, then its colours in the dark one (see RULES). */
export async function bothThemes(page: Page, where: (theme: Theme) => string): Promise<string[]> {
  await setTheme(page, 'light');
  const found = await seriousViolations(page, where('light'));
  await setTheme(page, 'dark');
  found.push(...(await seriousViolations(page, where('dark'), 'colours')));
  return found;
}

export function report(violations: string[]): string {
  return `${violations.length} serious or critical accessibility violation(s):\n  ${violations.join('\n  ')}`;
}
