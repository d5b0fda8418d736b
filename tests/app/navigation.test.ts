import { describe, expect, it } from 'vitest';
import { MORE_ITEMS, NAV_SECTIONS } from '@/app/navigation';
import { authPages, defaultPages, landingPages, type PageDefinition } from '@/app/pages-table';

/** The page a navigation address opens, matched as the router does: case-insensitively, optional and splat segments allowed. */
function pageAt(to: string): PageDefinition | undefined {
  const address = to.replace(/^\//, '').toLowerCase();
  const pattern = (path: string) =>
    new RegExp(
      `^${path
        .toLowerCase()
        .split('/')
        .map((part) =>
          part === '*'
            ? '(/.*)?'
            : part.startsWith(':')
              ? part.endsWith('?')
                ? '(/[^/]+)?'
                : '/[^/]+'
              : `/${part}`,
        )
        .join('')
        .replace(/^\//, '')
        .replace(/^\(\//, '(')}$`,
    );
  const all = [
    ...defaultPages.map((p) => ({ page: p, path: p.path ?? '' })),
    ...authPages.map((p) => ({ page: p, path: p.index ? 'auth' : `auth/${p.path}` })),
    ...landingPages.map((p) => ({ page: p, path: p.index ? '' : (p.path ?? '') })),
  ];
  return all.find(({ path }) => (path === '' ? address === '' : pattern(path).test(address)))?.page;
}

describe('the navigation’s page lists', () => {
  const entries = [...NAV_SECTIONS.flatMap((s) => s.items), ...MORE_ITEMS];

  it('the developer pages (the empty-state preview, the 404 page) are flagged in the pages table', () => {
    expect(pageAt('/Empty')?.meta.forDevelopers).toBe(true);
    expect(pageAt('/NotFound')?.meta.forDevelopers).toBe(true);
  });

  it.each(entries.map((e) => [e.label, e.to] as const))(
    '“%s” (%s) leads to a page for users, not a developer page',
    (_label, to) => {
      const page = pageAt(to);
      expect(page, `no page for ${to}`).toBeDefined();
      expect(page?.meta.forDevelopers).toBeUndefined();
    },
  );

  it('“More pages” still offers the terms and the home page', () => {
    expect(MORE_ITEMS.map((i) => i.label)).toEqual(['Terms and conditions', 'Home page']);
  });
});
