/** The help centre's seeded articles are real articles: substantial, titled, and linked only to pages that exist. */
import { describe, expect, it } from 'vitest';
import { HELP_PAGES, type HelpPageSeed } from '../../mocks/db/seed/help-pages';

interface Flat {
  path: string;
  page: HelpPageSeed;
}

function flatten(pages: readonly HelpPageSeed[], parent = ''): Flat[] {
  return pages.flatMap((page) => {
    const path = `${parent}/${page.slug}`;
    return [{ path, page }, ...flatten(page.children ?? [], path)];
  });
}

const published = flatten(HELP_PAGES).filter(({ page }) => page.published !== false);
const words = (markdown: string) =>
  markdown
    .replace(/[#*`|>_[\]()-]/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w)).length;

describe('the seeded help articles', () => {
  it.each(published.map((p) => [p.path, p.page] as const))(
    '%s is a real article, not a stub',
    (_path, page) => {
      expect(page.body.startsWith(`# ${page.title.replace(/ \(draft\)$/, '')}\n`)).toBe(true);
      // More than a sentence or two: enough to answer the question its title asks.
      expect(words(page.body)).toBeGreaterThanOrEqual(80);
      // Paragraphs, lists or tables: more than one block under the title.
      expect(page.body.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(3);
    },
  );

  it('links only to help pages that exist and are published (and the terms)', () => {
    const paths = new Set(published.map((p) => `/help${p.path}`));
    for (const { page } of published) {
      for (const [, target] of page.body.matchAll(/\]\((\/[^)\s]*)\)/g)) {
        if (target === '/terms-and-conditions') continue;
        expect(paths, `${page.slug} links to ${target}`).toContain(target);
      }
    }
  });

  it('covers the product: chats, agents, councils, billing and the account, each with several articles', () => {
    for (const slug of [
      'getting-started',
      'agents',
      'councils',
      'chats-and-folders',
      'billing',
      'account',
    ]) {
      const section = HELP_PAGES.find((p) => p.slug === slug);
      expect(section?.children?.length ?? 0, slug).toBeGreaterThanOrEqual(2);
    }
  });
});
