// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { growingText, renderMarkdownBlocks } from '@/components/markdown/render-markdown';
import { generateAgentReply, REPLY_SHAPES } from '../../mocks/db/agent-replies';
import { createRng } from '../../mocks/db/rng';

/** Texts whose later lines change how earlier lines read. */
const TRICKY = [
  '- one\n- two\n\n- three after a blank line\n\n  still the third item\n\nA paragraph after the list.',
  '    indented code\n\n    more of the same code block\n\nThen prose.',
  'A title\n=======\n\nA subtitle\n---\n\ntext\n***\n',
  '| a | b |\n| --- | :-: |\n| 1 | 2 |\n| 3 | 4 |\n\nAfter the table.',
  '```ts\nconst x = 1;\n\n\nconst y = 2;\n```\n\n~~~\nplain\n~~~\n',
  '- [ ] a task\n- [x] done\n\n- [ ] loose task\n\nEnd.',
  '> quoted\nlazy continuation\n\n> another quote\n\n1. one\n2. two\n10. ten',
  'See [the site][site] and [another][b].\n\n[site]: https://example.com "Site"\n[b]: https://example.org\n\nMore [site].',
  '<div>\nraw html block\n</div>\n\n<img src=x onerror=alert(1)>\n\nafter',
  'Windows\r\nline endings\r\n\r\n- in a list\r\n- too\r\n',
  'Text with a hard  \nbreak and `code` and **bold *nested* text** ~~struck~~.\n\n---\n\n# Heading\n## Sub',
];

function replies(): string[] {
  const out = [...TRICKY];
  for (let i = 0; i < REPLY_SHAPES.length; i++) {
    const shape = REPLY_SHAPES[i % REPLY_SHAPES.length]!;
    out.push(generateAgentReply(i + 1, `question ${i} about the budget report`, { shape }));
  }
  return out;
}

describe('a growing reply, lexed from its last block on', () => {
  it('renders every step exactly as lexing the whole text does', () => {
    const rng = createRng(45);
    let steps = 0;
    for (const text of replies()) {
      const growing = growingText();
      const incremental = new Map<string, string>();
      for (let end = 0; end < text.length;) {
        end = Math.min(text.length, end + 1 + Math.floor(rng.next() * 40));
        const source = text.slice(0, end);
        const expected = renderMarkdownBlocks(source, undefined, new Map());
        expect(
          renderMarkdownBlocks(source, undefined, incremental, undefined, growing),
          `${JSON.stringify(text.slice(0, 30))} at ${end}`,
        ).toEqual(expected);
        steps++;
      }
    }
    expect(steps).toBeGreaterThan(200);
  });

  it('keeps the tokens before the last block, and lexes only the rest', () => {
    const growing = growingText();
    renderMarkdownBlocks(
      '# One\n\nfirst paragraph\n\nsecond',
      undefined,
      new Map(),
      undefined,
      growing,
    );
    const [heading, space, paragraph] = growing.lexed!.tokens;
    renderMarkdownBlocks(
      '# One\n\nfirst paragraph\n\nsecond paragraph, grown',
      undefined,
      new Map(),
      undefined,
      growing,
    );
    const tokens = growing.lexed!.tokens;
    expect(tokens[0]).toBe(heading);
    expect(tokens[1]).toBe(space);
    expect(tokens[2]).toBe(paragraph);
    expect(tokens.at(-1)!.raw).toBe('second paragraph, grown');
  });

  it('lexes again from the start when the text is not the last one grown (a snapshot, an edit)', () => {
    const growing = growingText();
    renderMarkdownBlocks('# One\n\nfirst text', undefined, new Map(), undefined, growing);
    const replaced = renderMarkdownBlocks(
      '- a different\n- text',
      undefined,
      new Map(),
      undefined,
      growing,
    );
    expect(replaced).toEqual(renderMarkdownBlocks('- a different\n- text', undefined, new Map()));
    expect(replaced).toHaveLength(1);
  });
});
