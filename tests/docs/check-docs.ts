/**
 * The docs' checks (tests/docs/docs.test.ts runs them on README.md and docs/, and on broken
 * fixtures to prove they fail):
 *
 * - every relative link and #anchor resolves, within a page and across pages (remark-validate-links,
 *   driven as its CLI drives it, so headings of other files are checked too), and every image an
 *   HTML block names (`src`, `srcset`) exists;
 * - every `npm run X` the docs name is a script of package.json;
 * - every measured figure carries the date it was measured, and names the command that measures it
 *   (MEASURED_PAGES below; the convention is stated in docs/performance.md);
 * - no paragraph is written twice.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkValidateLinks from 'remark-validate-links';
import { read } from 'to-vfile';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/**
 * Where measured figures live, and in which sections (null: the whole page). Anywhere else a
 * number with a unit is a setting (a timeout, a limit), not a measurement.
 */
export const MEASURED_PAGES: Record<string, string[] | null> = {
  'docs/performance.md': null,
  'docs/testing.md': ['Timings'],
};

/** A figure: a number with a unit of time, size or ratio (`3.6 s`, `178.5 KB`, `1.79×`, `13.4 min`). */
const FIGURE = /\d(?:[\d,]*\d)?(?:\.\d+)?\s?(?:ms|s|min|KB|MB|GB|×)(?![\p{L}\d])/u;
const DATE = /(?<!\d)20\d\d-[01]\d-[0-3]\d(?!\d)/;
const COMMAND = /\bnpm (?:run [\w:-]+|test)\b/;
const NPM_RUN = /\bnpm run ([\w:-]+)/g;

export interface DocsProblem {
  file: string;
  line?: number;
  message: string;
}

/** The Markdown files a reader of `root` sees: its README and every page under docs/. */
export function docsFiles(root: string, pages: string[]): string[] {
  return ['README.md', ...pages.map((page) => join('docs', page))].filter((file) =>
    existsSync(join(root, file)),
  );
}

/**
 * remark-validate-links checks other files' headings only when it is handed the whole set of files
 * (as its CLI, through unified-engine, does): this is that set. Files it adds (a linked page's
 * headings) are parsed too, then its completer checks every reference against every landmark.
 */
async function validateLinks(root: string, files: string[]): Promise<DocsProblem[]> {
  const done: VFile[] = [];
  const queue: VFile[] = [];
  let complete: ((set: { valueOf(): VFile[] }) => Promise<void>) | undefined;
  const fileSet = {
    use(completer: typeof complete) {
      complete = completer;
    },
    add(file: VFile) {
      queue.push(file);
    },
    valueOf: () => done,
  };
  const processor = remark()
    .use(remarkGfm)
    // The second argument is the file set, as unified-engine passes it to the plugin.
    .use(remarkValidateLinks as never, { repository: false, root }, fileSet);
  for (const file of files) queue.push(await read(join(root, file)));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const next = queue.shift()!;
    const path = resolve(next.cwd, next.path);
    if (seen.has(path)) continue;
    seen.add(path);
    const file = next.value === undefined ? await read(path) : next;
    await processor.run(processor.parse(file), file);
    done.push(file);
  }
  if (!complete)
    throw new Error('remark-validate-links registered no completer: its file-set API changed');
  await complete(fileSet);
  return done.flatMap((file) =>
    file.messages.map((message) => ({
      file: relative(root, resolve(file.cwd, file.path)),
      line: message.line ?? undefined,
      message: message.reason,
    })),
  );
}

function parse(root: string, file: string): Root {
  return remark()
    .use(remarkGfm)
    .parse(readFileSync(join(root, file), 'utf8'));
}

/** Images named by HTML blocks (`<img src>`, `<source srcset>`), which remark does not read as links. */
function checkHtmlImages(root: string, file: string, tree: Root): DocsProblem[] {
  const problems: DocsProblem[] = [];
  visit(tree, 'html', (node) => {
    for (const match of node.value.matchAll(/\b(?:src|srcset)="([^"]+)"/g)) {
      const target = match[1]!.split(/\s/)[0]!;
      if (/^[a-z]+:/i.test(target)) continue;
      if (!existsSync(resolve(root, dirname(file), target))) {
        problems.push({
          file,
          line: node.position?.start.line,
          message: `Cannot find image \`${target}\``,
        });
      }
    }
  });
  return problems;
}

function checkScripts(file: string, text: string, scripts: Record<string, string>): DocsProblem[] {
  return [...text.matchAll(NPM_RUN)]
    .filter((match) => !(match[1]! in scripts))
    .map((match) => ({
      file,
      line: text.slice(0, match.index).split('\n').length,
      message: `\`npm run ${match[1]}\`: package.json has no such script`,
    }));
}

/** The top-level blocks of a page, each with the heading of the section it stands in. */
function sections(tree: Root): { heading: string; blocks: RootContent[] }[] {
  const out: { heading: string; blocks: RootContent[] }[] = [{ heading: '', blocks: [] }];
  for (const node of tree.children) {
    if (node.type === 'heading') out.push({ heading: toString(node), blocks: [] });
    else out[out.length - 1]!.blocks.push(node);
  }
  return out;
}

function checkFigures(file: string, tree: Root, only: string[] | null): DocsProblem[] {
  const problems: DocsProblem[] = [];
  for (const section of sections(tree)) {
    if (only && !only.includes(section.heading)) continue;
    let captioned = false;
    let figures = false;
    for (const block of section.blocks) {
      if (block.type === 'html') continue;
      const text = toString(block);
      const dated = DATE.test(text) || captioned;
      // A dated paragraph ending in a colon captions what follows it (a table, a list).
      captioned = DATE.test(text) && /:\s*$/.test(text);
      if (!FIGURE.test(text)) continue;
      figures = true;
      if (!dated) {
        problems.push({
          file,
          line: block.position?.start.line,
          message: `a figure (${FIGURE.exec(text)![0]}) without the date it was measured (YYYY-MM-DD in its paragraph, list or table, or in the paragraph captioning it, in "${section.heading}")`,
        });
      }
    }
    const named =
      section.blocks.some((block) => COMMAND.test(toString(block))) ||
      COMMAND.test(section.heading);
    if (figures && !named) {
      problems.push({
        file,
        message: `section "${section.heading}" quotes figures but names no command that measures them`,
      });
    }
  }
  return problems;
}

/** Paragraphs (and list items' paragraphs) of some length that stand twice, on one page or two. */
function checkRepeats(trees: Map<string, Root>): DocsProblem[] {
  const first = new Map<string, { file: string; line?: number }>();
  const problems: DocsProblem[] = [];
  for (const [file, tree] of trees) {
    visit(tree, 'paragraph', (node) => {
      const text = toString(node).replace(/\s+/g, ' ').trim();
      if (text.length < 80) return;
      const line = node.position?.start.line;
      const earlier = first.get(text);
      if (earlier)
        problems.push({
          file,
          line,
          message: `this paragraph also stands at ${earlier.file}:${earlier.line}`,
        });
      else first.set(text, { file, line });
    });
  }
  return problems;
}

export async function checkDocs(root: string, pages: string[]): Promise<DocsProblem[]> {
  const files = docsFiles(root, pages);
  const scripts = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const trees = new Map(files.map((file) => [file, parse(root, file)]));
  const problems = await validateLinks(root, files);
  for (const [file, tree] of trees) {
    problems.push(...checkHtmlImages(root, file, tree));
    problems.push(...checkScripts(file, readFileSync(join(root, file), 'utf8'), scripts));
    if (file in MEASURED_PAGES) problems.push(...checkFigures(file, tree, MEASURED_PAGES[file]!));
  }
  problems.push(...checkRepeats(trees));
  return problems;
}

export function formatProblems(problems: DocsProblem[]): string[] {
  return problems.map((p) => `${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`);
}
