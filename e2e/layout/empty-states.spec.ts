/**
 * Empty and unavailable states read as the page's own, not greyed out (issue 61's second walk: a
 * member opening someone else's chat met "This chat is not available" all in grey, which looked
 * disabled). The heading takes the text's colour; the explanation under it stays muted.
 */
import { expect, test } from '../test';
import { MEMBER, open } from '../shell/helpers';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`an unavailable chat's heading is in the text's colour (${viewport.width})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // Thread 1 is demo's: another member gets the policy's 403.
    await open(page, `/chat/1?mock-scenario=as:${MEMBER.email}`);
    const heading = page.getByRole('heading', { name: 'This chat is not available' });
    await expect(heading).toBeVisible();
    const colours = await heading.evaluate((el) => ({
      heading: getComputedStyle(el).color,
      text: getComputedStyle(document.body).color,
      note: getComputedStyle(el.nextElementSibling!).color,
    }));
    expect(colours.heading).toBe(colours.text);
    expect(colours.note).not.toBe(colours.text);
  });
}
