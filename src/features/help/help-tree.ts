/**
 * The help centre's tree, built from the flat `GET /api/help-pages` list (any depth, through
 * `parent_id`), with what a page needs around it: its breadcrumbs, previous/next in reading order,
 * and a client-side search over titles and bodies.
 */
import type { HelpPage } from '@/generated/model';
import { paths } from '@/lib/routes/paths';

export interface HelpNode {
  page: HelpPage;
  parent: HelpNode | null;
  children: HelpNode[];
  depth: number;
}

export interface HelpTree {
  roots: HelpNode[];
  /** Every node in reading order: a page, then its children (siblings by position). */
  ordered: HelpNode[];
  byPath: Map<string, HelpNode>;
}

const bySiblingOrder = (a: HelpNode, b: HelpNode) =>
  a.page.position - b.page.position || a.page.id - b.page.id;

/** Builds the tree; a page whose parent is not in the list is shown at the top level rather than lost. */
export function buildHelpTree(pages: readonly HelpPage[]): HelpTree {
  const nodes = new Map<number, HelpNode>();
  for (const page of pages) nodes.set(page.id, { page, parent: null, children: [], depth: 0 });
  const roots: HelpNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.page.parent_id === null ? undefined : nodes.get(node.page.parent_id);
    if (parent && !isAncestor(node, parent)) {
      node.parent = parent;
      parent.children.push(node);
    } else {
      roots.push(node);
    }
  }
  const ordered: HelpNode[] = [];
  const walk = (siblings: HelpNode[], depth: number) => {
    siblings.sort(bySiblingOrder);
    for (const node of siblings) {
      node.depth = depth;
      ordered.push(node);
      walk(node.children, depth + 1);
    }
  };
  walk(roots, 0);
  const byPath = new Map(ordered.map((node) => [normalisePath(node.page.path), node]));
  return { roots, ordered, byPath };
}

/** Guards against a parent cycle in bad data (a page would otherwise vanish from the tree). */
function isAncestor(node: HelpNode, candidate: HelpNode): boolean {
  for (let current: HelpNode | null = candidate; current; current = current.parent)
    if (current === node) return true;
  return false;
}

/** `/Getting-Started/` and `getting-started` name the same page. */
export function normalisePath(path: string): string {
  return path.replace(/^\/+|\/+$/g, '').toLowerCase();
}

export function findHelpNode(tree: HelpTree, path: string): HelpNode | undefined {
  return tree.byPath.get(normalisePath(path));
}

/** The node's ancestors from the top, then the node. */
export function breadcrumbsOf(node: HelpNode): HelpNode[] {
  const trail: HelpNode[] = [];
  for (let current: HelpNode | null = node; current; current = current.parent)
    trail.unshift(current);
  return trail;
}

/** The pages before and after in reading order. */
export function neighboursOf(
  tree: HelpTree,
  node: HelpNode,
): { previous: HelpNode | null; next: HelpNode | null } {
  const index = tree.ordered.indexOf(node);
  return { previous: tree.ordered[index - 1] ?? null, next: tree.ordered[index + 1] ?? null };
}

export const helpHref = (page: Pick<HelpPage, 'path'>) => paths.help.href({ helpPath: page.path });

/** The Markdown as plain text, for searching and for snippets. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n([\s\S]*?)```/g, '$1')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]/g, '')
    .replace(/^\s*-{3,}\s*$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface HelpSearchHit {
  node: HelpNode;
  /** Text around the first match in the body (or the body's start when only the title matched). */
  snippet: string;
  score: number;
}

const SNIPPET_RADIUS = 60;

/**
 * Every page whose title or body holds all the query's words (case- and accent-insensitive), best
 * first: title matches above body matches, then more occurrences, then reading order.
 */
export function searchHelp(tree: HelpTree, query: string): HelpSearchHit[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits: HelpSearchHit[] = [];
  for (const [order, node] of tree.ordered.entries()) {
    const title = fold(node.page.title);
    const text = plainText(node.page.body);
    const body = fold(text);
    if (!words.every((word) => title.includes(word) || body.includes(word))) continue;
    let score = 0;
    for (const word of words) {
      if (title.includes(word)) score += 100;
      score += Math.min(countOf(body, word), 10);
    }
    hits.push({ node, snippet: snippetAround(text, body, words), score: score - order / 10_000 });
  }
  return hits.sort((a, b) => b.score - a.score);
}

/** Lower case without diacritics; keeps the length of plain Latin text so indexes map back. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function countOf(haystack: string, needle: string): number {
  let count = 0;
  for (
    let at = haystack.indexOf(needle);
    at !== -1;
    at = haystack.indexOf(needle, at + needle.length)
  )
    count++;
  return count;
}

function snippetAround(text: string, folded: string, words: string[]): string {
  const positions = words.map((word) => folded.indexOf(word)).filter((at) => at >= 0);
  const at = positions.length > 0 ? Math.min(...positions) : 0;
  // Index mapping is exact when folding kept the length (no combining marks removed).
  const sameLength = folded.length === text.length;
  const start = sameLength ? Math.max(0, at - SNIPPET_RADIUS) : 0;
  const end = Math.min(text.length, start + SNIPPET_RADIUS * 3);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** Splits text into plain and matching parts, for highlighting the query's words. */
export function highlightParts(text: string, query: string): { text: string; match: boolean }[] {
  const words = query
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(${words.join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({
      text: part,
      match: words.some((word) => new RegExp(`^${word}$`, 'i').test(part)),
    }));
}

/** The body without its own leading `# Title`: the page shows the title as its heading. */
export function bodyWithoutTitle(body: string): string {
  return body.replace(/^\s*#\s+[^\n]*\n+/, '');
}
