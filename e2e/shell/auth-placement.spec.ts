/**
 * Where the auth layout places its card (issue 38): on every /auth page the card's heading stands
 * in the window's top third, with the card's top near the header, at both sizes. The layout holds
 * more than header, main and footer (the connection-status live region), and none of it may take
 * the room meant for the card.
 */
import { expect, test } from '../test';
import { box, DESKTOP, PHONE } from '../layout/helpers';
import { open } from './helpers';

const AUTH_PAGES = [
  '/auth',
  '/auth/Login',
  '/auth/join',
  '/auth/request_join',
  '/auth/Forgot_password',
  '/auth/Reset-password',
  '/auth/Accept_invitation',
  '/auth/Error',
  '/auth/tool/google/callback',
];

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    for (const path of AUTH_PAGES) {
      test(`${path}: the card's heading is in the top third of the window, the card just below the header`, async ({
        page,
      }) => {
        await open(page, path);
        const heading = page.locator('.auth-card h1').first();
        await expect(heading).toBeVisible();
        const header = await box(page.locator('.auth-header'));
        const card = await box(page.locator('.auth-card'));
        const title = await box(heading);
        expect(title.y, `heading top at ${title.y}px of ${viewport.height}`).toBeLessThan(
          viewport.height / 3,
        );
        // Close under the header: no empty band above the card.
        expect(card.y - header.bottom).toBeLessThan(96);
        expect(card.y).toBeGreaterThanOrEqual(header.bottom);
      });
    }
  });
}
