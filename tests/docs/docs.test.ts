// @vitest-environment node
/**
 * The README and docs/ stay true: links and anchors resolve, the scripts they name exist, measured
 * figures carry their date and command, nothing is written twice (./check-docs.ts), and the README
 * stays a front door. The fixtures prove each check fails on what it is for.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocs, formatProblems } from './check-docs';

const ROOT = process.cwd();
const PAGES = readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md'));
const FIXTURES = join(ROOT, 'tests/docs/fixtures');
const fixturePages = (name: string) =>
  readdirSync(join(FIXTURES, name, 'docs')).filter((page) => page.endsWith('.md'));

describe('the README and docs/', () => {
  it('have no broken link or anchor, unknown script, undated figure or repeated paragraph', async () => {
    expect(formatProblems(await checkDocs(ROOT, PAGES))).toEqual([]);
  });

  it('keep the README short, with the two commands on its first screen and the screenshots', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n');
    expect(lines.length).toBeLessThanOrEqual(200);
    const firstScreen = lines.slice(0, 35).join('\n');
    expect(firstScreen).toContain('`npm ci && npm run dev`');
    expect(firstScreen).toContain('`npm ci && npm test`');
    const readme = lines.join('\n');
    expect(readme).toMatch(/docs\/images\/chat-[\w-]+\.png/);
    expect(readme).toMatch(/docs\/images\/council-[\w-]+\.png/);
  });

  it('link every page of docs/ from the README', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(PAGES.filter((page) => !readme.includes(`](docs/${page})`))).toEqual([]);
  });

  it('list every script of package.json in docs/scripts.md', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const table = readFileSync(join(ROOT, 'docs/scripts.md'), 'utf8');
    const listed = new Set([...table.matchAll(/`([\w:-]+)`/g)].map((m) => m[1]));
    expect(Object.keys(scripts).filter((name) => !listed.has(name))).toEqual([]);
  });
});

describe('the docs check', () => {
  it('fails on a broken anchor, a missing page or image, an unknown script, an undated figure and a repeat', async () => {
    const problems = formatProblems(
      await checkDocs(join(FIXTURES, 'broken'), fixturePages('broken')),
    );
    const expected = [
      /^README\.md:3: Cannot find heading for `#no-such-heading` in `docs\/guide\.md`/,
      /^README\.md:4: Cannot find file `docs\/missing\.md`/,
      /^README\.md:4: Cannot find heading for `#nowhere`$/,
      /^README\.md:6: Cannot find image `docs\/images\/none\.png`/,
      /^README\.md:8: `npm run no-such-script`: package.json has no such script/,
      /^docs\/guide\.md:7: this paragraph also stands at docs\/guide\.md:5/,
      /^docs\/performance\.md:5: a figure \(1\.2 s\) without the date/,
      /^docs\/performance\.md:11: a figure \(0\.8 s\) without the date/,
      /^docs\/performance\.md: section "No command" quotes figures but names no command/,
    ];
    for (const pattern of expected)
      expect(
        problems.some((line) => pattern.test(line)),
        `${pattern} in\n${problems.join('\n')}`,
      ).toBe(true);
    expect(problems).toHaveLength(expected.length);
  });

  it('passes links to headings of other pages, dated figures and captions', async () => {
    expect(formatProblems(await checkDocs(join(FIXTURES, 'sound'), fixturePages('sound')))).toEqual(
      [],
    );
  });
});
