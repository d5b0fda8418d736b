/**
 * The accessibility walk: every route of the route table (e2e/a11y/routes.ts reads
 * src/app/pages-table.ts), signed out, as an administrator and as a plain member, in the light theme
 * and the dark theme's colours, then with menus and drawers open; axe-core must find no serious or
 * critical violation. A failure lists each violation with its visitor, route, theme and rule.
 */
import { expect, test } from '../test';
import { bothThemes, openAs, openInApp, report, settle, type Visitor } from './axe';
import { APP_PATHS, APP_WALK_PATHS, WALK_PATHS } from './routes';

const walks: { visitor: Visitor; paths: string[] }[] = [
  // Not the app's pages: each sends a signed-out visitor to the sign-in form, walked here on its
  // own (e2e/layout/frame-first.spec.ts follows every one of them there).
  { visitor: 'signed out', paths: WALK_PATHS.filter((path) => !APP_WALK_PATHS.includes(path)) },
  { visitor: 'demo (administrator)', paths: WALK_PATHS },
  // A member sees the council pages they may not use explained instead of their content.
  { visitor: 'member', paths: APP_PATHS },
];

/**
 * Routes per test. A test loads the app once and opens its other routes within it, as a visitor's
 * clicks would: a fresh load is about two thirds of a route's time (2026-11-29: 1.7 to 2.2 s loaded
 * afresh, 0.5 to 0.7 s opened in the app, the two axe passes 0.7 to 1.5 s). Six keeps a test short
 * enough for the two workers to share the walk evenly.
 */
const ROUTES_PER_TEST = 6;

// The tests share nothing: the workers split the walk between them (the suite's longest file).
test.describe.configure({ mode: 'parallel' });

for (const { visitor, paths } of walks) {
  test.describe(`axe walk, ${visitor}`, () => {
    for (let start = 0; start < paths.length; start += ROUTES_PER_TEST) {
      const part = paths.slice(start, start + ROUTES_PER_TEST);
      test(part.join(' '), async ({ page }) => {
        const violations: string[] = [];
        for (const [index, path] of part.entries()) {
          await test.step(path, async () => {
            const landed =
              index === 0
                ? await openAs(page, path, visitor)
                : await openInApp(page, path, visitor);
            // A redirect (signed-out visitors of app pages, signed-in visitors of guest pages)
            // ends on a page that the walk opens on its own.
            if (landed.toLowerCase() !== path.toLowerCase()) {
              test.info().annotations.push({
                type: 'not walked',
                description: `${visitor} is sent from ${path} to ${landed}`,
              });
              return;
            }
            violations.push(
              ...(await bothThemes(page, (theme) => `${visitor} ${path} [${theme}]`)),
            );
          });
        }
        expect(violations, report(violations)).toEqual([]);
      });
    }
  });
}

test.describe('axe walk, menus and drawers open', () => {
  test('the account menu and a thread menu, at desktop width', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAs(page, '/chat', 'demo (administrator)');
    const violations: string[] = [];

    await page.getByRole('button', { name: /Demo Admin/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    violations.push(
      ...(await bothThemes(page, (theme) => `demo /chat [${theme}] (account menu open)`)),
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    const thread = page.locator('.chat-sidebar .thread-item').first();
    await thread.hover();
    await thread.getByRole('button').last().click();
    await expect(page.getByRole('menu')).toBeVisible();
    violations.push(
      ...(await bothThemes(page, (theme) => `demo /chat [${theme}] (thread menu open)`)),
    );

    expect(violations, report(violations)).toEqual([]);
  });

  test('the navigation drawer and the chat drawer, at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, '/Settings', 'demo (administrator)');
    const violations: string[] = [];

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    violations.push(
      ...(await bothThemes(page, (theme) => `demo /Settings [${theme}] (phone, navigation open)`)),
    );

    await page.goto('/chat/1');
    await settle(page);
    await page.getByRole('button', { name: 'Show chats' }).click();
    await expect(page.getByRole('complementary', { name: 'Chats and agents' })).toBeVisible();
    violations.push(
      ...(await bothThemes(page, (theme) => `demo /chat/1 [${theme}] (phone, chats drawer open)`)),
    );

    expect(violations, report(violations)).toEqual([]);
  });
});

test.describe('axe walk, the checks themselves', () => {
  test('the light pass finds a serious violation of structure, the dark pass one of colour only', async ({
    page,
  }) => {
    await openAs(page, '/auth/login', 'signed out');
    await page.evaluate(() => {
      const unnamed = document.createElement('button');
      unnamed.id = 'walk-unnamed';
      // Readable in the light theme, 1.3:1 in the dark one.
      const faint = document.createElement('p');
      faint.id = 'walk-faint';
      faint.textContent = 'Barely there in the dark';
      faint.style.cssText =
        'color: light-dark(#000, #3a3f4a); background: light-dark(#fff, #2a2e36)';
      document.querySelector('main')?.append(unnamed, faint);
    });
    const found = await bothThemes(page, (theme) => theme);
    expect(found.some((line) => line.startsWith('light button-name (critical)'))).toBe(true);
    expect(found.some((line) => line.startsWith('light color-contrast'))).toBe(false);
    expect(
      found.some(
        (line) => line.startsWith('dark color-contrast (serious)') && line.includes('#walk-faint'),
      ),
    ).toBe(true);
    // The dark pass reads colours only: the unnamed button is reported once, by the light pass.
    expect(found.filter((line) => line.includes('button-name'))).toHaveLength(1);
  });
});
