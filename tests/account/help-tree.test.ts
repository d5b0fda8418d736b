import { describe, expect, it } from 'vitest';
import type { HelpPage } from '@/generated/model';
import {
  bodyWithoutTitle,
  breadcrumbsOf,
  buildHelpTree,
  findHelpNode,
  highlightParts,
  neighboursOf,
  plainText,
  searchHelp,
} from '@/features/help/help-tree';

let nextId = 1;
function page(
  path: string,
  title: string,
  body: string,
  parent: HelpPage | null,
  position = 0,
): HelpPage {
  const slug = path.split('/').at(-1)!;
  return {
    id: nextId++,
    slug,
    path,
    title,
    body,
    parent_id: parent?.id ?? null,
    position,
    updated_at: '2026-01-01T00:00:00Z',
  };
}

/** Five levels, siblings listed out of order, as the API may send them. */
function pages() {
  nextId = 1;
  const a = page('a', 'Alpha', '# Alpha\n\nThe **first** topic.', null, 1);
  const start = page('start', 'Start here', 'Welcome to the café.', null, 0);
  const b = page('a/b', 'Bravo', 'Second level with [a link](/help/a).', a, 0);
  const c = page('a/b/c', 'Charlie', 'Third level: invoices and payments.', b, 0);
  const d = page('a/b/c/d', 'Delta', 'Fourth level.', c, 0);
  const e = page('a/b/c/d/e', 'Echo', 'Fifth level mentions invoices twice: invoices.', d, 0);
  const b2 = page('a/b2', 'Bravo two', 'Another child.', a, 1);
  return [b2, e, c, a, d, start, b];
}

describe('buildHelpTree', () => {
  it('nests pages of any depth through parent_id, siblings by position, in reading order', () => {
    const tree = buildHelpTree(pages());
    expect(tree.roots.map((n) => n.page.title)).toEqual(['Start here', 'Alpha']);
    expect(tree.ordered.map((n) => n.page.title)).toEqual([
      'Start here',
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
      'Echo',
      'Bravo two',
    ]);
    const echo = findHelpNode(tree, 'a/b/c/d/e')!;
    expect(echo.depth).toBe(4);
    expect(breadcrumbsOf(echo).map((n) => n.page.title)).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
      'Echo',
    ]);
  });

  it('finds a page by path whatever its case and slashes, and nothing for an unknown slug', () => {
    const tree = buildHelpTree(pages());
    expect(findHelpNode(tree, '/A/B/C/')?.page.title).toBe('Charlie');
    expect(findHelpNode(tree, 'a/b/nope')).toBeUndefined();
    expect(findHelpNode(tree, 'nope')).toBeUndefined();
    expect(findHelpNode(buildHelpTree([]), 'a')).toBeUndefined();
  });

  it('keeps a page whose parent is missing (or a parent cycle) at the top instead of losing it', () => {
    nextId = 1;
    const orphan: HelpPage = { ...page('x/y', 'Orphan', '', null), parent_id: 99 };
    const loopA: HelpPage = { ...page('l', 'Loop A', '', null), id: 50, parent_id: 51 };
    const loopB: HelpPage = { ...page('l/m', 'Loop B', '', null), id: 51, parent_id: 50 };
    const tree = buildHelpTree([orphan, loopA, loopB]);
    expect(tree.ordered.map((n) => n.page.title).sort()).toEqual(['Loop A', 'Loop B', 'Orphan']);
  });

  it('gives previous and next in reading order across levels', () => {
    const tree = buildHelpTree(pages());
    const echo = findHelpNode(tree, 'a/b/c/d/e')!;
    const { previous, next } = neighboursOf(tree, echo);
    expect(previous?.page.title).toBe('Delta');
    expect(next?.page.title).toBe('Bravo two');
    expect(neighboursOf(tree, tree.ordered[0]!).previous).toBeNull();
    expect(neighboursOf(tree, tree.ordered.at(-1)!).next).toBeNull();
  });
});

describe('searchHelp', () => {
  it('finds every page whose title or body holds all the words, title matches first', () => {
    const tree = buildHelpTree(pages());
    expect(searchHelp(tree, 'bravo').map((h) => h.node.page.title)).toEqual(['Bravo', 'Bravo two']);
    expect(searchHelp(tree, 'invoices').map((h) => h.node.page.title)).toEqual(['Echo', 'Charlie']);
    expect(searchHelp(tree, 'third invoices').map((h) => h.node.page.title)).toEqual(['Charlie']);
    expect(searchHelp(tree, 'zebra')).toEqual([]);
    expect(searchHelp(tree, '   ')).toEqual([]);
  });

  it('ignores case, accents and Markdown, and gives a snippet around the match', () => {
    const tree = buildHelpTree(pages());
    const [hit] = searchHelp(tree, 'CAFE');
    expect(hit?.node.page.title).toBe('Start here');
    expect(searchHelp(tree, 'first')[0]?.snippet).toBe('Alpha The first topic.');
    expect(searchHelp(tree, 'link')[0]?.snippet).toContain('with a link.');
  });

  it('highlights the query words in a text', () => {
    expect(highlightParts('Pay invoices by card', 'invoices CARD')).toEqual([
      { text: 'Pay ', match: false },
      { text: 'invoices', match: true },
      { text: ' by ', match: false },
      { text: 'card', match: true },
    ]);
    expect(highlightParts('a (b)', '(b')).toEqual([
      { text: 'a ', match: false },
      { text: '(b', match: true },
      { text: ')', match: false },
    ]);
  });

  it('strips the Markdown and the leading title', () => {
    expect(plainText('# T\n\n- **a** [b](/x) `c`\n> d')).toBe('T a b c d');
    expect(bodyWithoutTitle('# Title\n\nBody')).toBe('Body');
    expect(bodyWithoutTitle('Body only')).toBe('Body only');
  });
});
