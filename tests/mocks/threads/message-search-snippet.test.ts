import { describe, expect, it } from 'vitest';
import { plainText } from '../../../mocks/handlers/threads/plain-text';
import { snippetOf } from '../../../mocks/handlers/threads/message-search';

const REPLY = [
  '## Fees for a **householder** application',
  '',
  'The fee is *£258* for most `householder` works. See [the fee guide](https://example.org/fees).',
  '',
  '| Work | Fee |',
  '| --- | :-: |',
  '| Extension | £258 |',
  '',
  '- Pre-application advice: __optional__',
  '> Fees change each ~~April~~ year.',
  '```',
  'total = fee + vat',
  '```',
].join('\n');

describe('message search snippets are plain text', () => {
  it('the plain text keeps what a reader sees and drops the Markdown', () => {
    const text = plainText(REPLY);
    for (const source of ['**', '##', '| ---', ':-:', '`', '](', '~~', '```', '__'])
      expect(text).not.toContain(source);
    expect(text).toContain('Fees for a householder application');
    expect(text).toContain('The fee is £258 for most householder works. See the fee guide.');
    expect(text).toContain('Extension · £258');
    expect(text).toContain('Pre-application advice: optional');
    expect(text).toContain('total = fee + vat');
  });

  it('a snippet shows no Markdown source, and its highlights mark the words', () => {
    const { snippet, highlights } = snippetOf(REPLY, ['extension']);
    expect(snippet).not.toMatch(/\*\*|\| ?---|(^|\s)\*|`/);
    expect(highlights.length).toBeGreaterThan(0);
    for (const h of highlights)
      expect(snippet.slice(h.offset, h.offset + h.length).toLowerCase()).toBe('extension');
  });

  it('leaves plain prose, asterisks in arithmetic and snake_case names alone', () => {
    expect(plainText('2 * 3 * 4 is 24; see file_name_here.')).toBe(
      '2 * 3 * 4 is 24; see file_name_here.',
    );
  });
});
