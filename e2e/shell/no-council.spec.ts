/**
 * A council page opened by someone it is not for (issue 38): the page welcomes before it explains,
 * and "Back to chat" stands apart from the cards above it, at both sizes.
 */
import { expect, test } from '../test';
import { box, DESKTOP, PHONE } from '../layout/helpers';
import { MEMBER, signIn } from './helpers';

const NO_COUNCIL = { email: 'nocouncil@example.com', password: 'password' };

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('without a council: a welcome first, and "Back to chat" clear of the cards', async ({
      page,
    }) => {
      await signIn(page, NO_COUNCIL, '/Users');
      const explanation = page.getByTestId('access-explanation');
      await expect(explanation.getByRole('heading', { name: 'Create a council' })).toBeVisible();
      await expect(explanation.locator('.empty-state > p').first()).toHaveText(/^Welcome! /);
      const back = explanation.getByRole('link', { name: 'Back to chat' });
      await back.scrollIntoViewIfNeeded();
      // Every card above it ends at least 16 px above the link.
      const link = await box(back);
      const cards = explanation.locator('.empty-state > :not(.access-explanation-back)');
      for (let i = 0; i < (await cards.count()); i++) {
        const card = await box(cards.nth(i));
        expect(link.y - card.bottom).toBeGreaterThanOrEqual(16);
      }
    });

    test('for a member on an administrators’ page, "Back to chat" stands apart from the text', async ({
      page,
    }) => {
      await signIn(page, MEMBER, '/Orders');
      const explanation = page.getByTestId('access-explanation');
      const back = explanation.getByRole('link', { name: 'Back to chat' });
      await expect(back).toBeVisible();
      const above = await box(
        explanation.locator('.empty-state > p:not(.access-explanation-back)').last(),
      );
      expect((await box(back)).y - above.bottom).toBeGreaterThanOrEqual(16);
    });
  });
}
