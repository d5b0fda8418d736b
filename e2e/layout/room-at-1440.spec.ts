/**
 * Room at 1440x900 (issue 61, finding 9): nothing is cut or squeezed where there is room for it.
 * "Council management" and its badge fit the navigation whole, a usual chat title is whole in the
 * chat list, a council agent's name keeps to one line beside its actions, and a help topic's card
 * reads top down (its title, then its pages) instead of squeezing both side by side; the builder's
 * agent names are whole (the second walk found them cut beside an empty panel).
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../test';
import { DEMO, open } from '../shell/helpers';

test.use({ viewport: { width: 1440, height: 900 } });

const signedIn = (page: Page, path: string) =>
  open(page, `${path}${path.includes('?') ? '&' : '?'}mock-scenario=as:${DEMO.email}`);

/** Whether an element's text is cut (an ellipsis) and on how many lines it lies. */
const textFit = (element: Locator) =>
  element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    return { cut: el.scrollWidth > el.clientWidth, lines };
  });

test('"Council management" and a usual chat title are whole', async ({ page }) => {
  await signedIn(page, '/chat');
  // With its badge of join requests waiting beside it.
  const link = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Council management \d+ join requests? waiting/ });
  await expect(link).toBeVisible();
  const label = link.locator('.nav-label');
  await expect(label).toHaveText('Council management');
  expect(await textFit(label)).toEqual({ cut: false, lines: 1 });
  // Every chat title of up to 32 characters is shown whole.
  const titles = page.locator('.chat-sidebar .thread-title');
  await expect(titles.first()).toBeVisible();
  const short = await titles.evaluateAll((els) =>
    els
      .filter((el) => (el.textContent ?? '').length <= 32)
      .map((el) => ({ title: el.textContent, cut: el.scrollWidth > el.clientWidth })),
  );
  expect(short.length).toBeGreaterThan(2);
  expect(short.filter((t) => t.cut)).toEqual([]);
});

test("a council agent's name keeps to one line", async ({ page }) => {
  await signedIn(page, '/Council_management?tab=agents');
  const names = page
    .getByRole('table', { name: "The council's agents" })
    .locator('tbody td:first-child');
  await expect(names.first()).toBeVisible();
  for (const cell of await names.all()) {
    const inner = cell;
    const lines = await inner.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines, (await cell.textContent()) ?? '').toBe(1);
  }
});

test("a help topic's card reads top down", async ({ page }) => {
  await signedIn(page, '/help');
  const cards = page.locator('.help-topic-grid > li');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const title = await card.getByRole('heading').boundingBox();
    const first = await card.getByRole('listitem').first().boundingBox();
    expect(first!.y, (await card.getByRole('heading').textContent()) ?? '').toBeGreaterThanOrEqual(
      title!.y + title!.height - 1,
    );
    expect(await textFit(card.getByRole('heading'))).toMatchObject({ lines: 1 });
  }
});

test("the builder's agent names are whole", async ({ page }) => {
  await signedIn(page, '/Manage_agents');
  const names = page.getByRole('navigation', { name: 'Your agents' }).locator('.builder-name');
  await expect(names.first()).toBeVisible();
  expect(await names.count()).toBeGreaterThan(3);
  for (const name of await names.all()) {
    const fit = await textFit(name);
    expect(fit.cut, (await name.textContent()) ?? '').toBe(false);
    expect(fit.lines).toBeLessThanOrEqual(2);
  }
});

test("the chat sidebar's agent names are whole", async ({ page }) => {
  await signedIn(page, '/chat');
  const names = page.locator('.chat-sidebar .agent-name');
  await expect(names.first()).toBeVisible();
  for (const name of await names.all()) {
    const fit = await textFit(name);
    expect(fit.cut, (await name.textContent()) ?? '').toBe(false);
    expect(fit.lines).toBeLessThanOrEqual(2);
  }
});
