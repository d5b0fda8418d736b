/**
 * How a `sets` promise's values are judged (openapi/CONVENTIONS.md, kind `sets`): a JSON value as
 * is, `{present: true}` (any value but null), `{changed: true}` (neither null nor the value before), `{trimmed: field}` (what was sent, without its surrounding whitespace, as Laravel's
 * TrimStrings middleware leaves it), `{derived_from: field}` (not empty, not the `default`, and
 * made of the sent text's first words, as `Str::limit($text, 60, preserveWords: true)` cuts it),
 * `{answer: field}` (what the write answered there: the new record's `id`).
 */
import { fieldAt, show, type Row } from './promises';

export type SetValue = unknown;

/** A string for the write that makes a `trimmed` value visible: the text padded with spaces and a tab. */
export const padded = (text: string) => `  ${text} \t`;

/** The words of a text as a derived value would hold them: markdown marks and case dropped. */
const words = (text: string) =>
  text
    .replace(/[#>*_`~[\]()]/g, ' ')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);

/** Whether `value` is made of the first words of `sent` (its last word may be cut short, and end in "..." or "…"). */
export function derivedFrom(value: string, sent: string): boolean {
  const own = words(value.replace(/(\.\.\.|…)\s*$/, ''));
  const source = words(sent);
  if (own.length === 0 || own.length > source.length) return false;
  return own.every((word, i) =>
    i === own.length - 1 ? source[i]!.startsWith(word) : source[i] === word,
  );
}

/**
 * Why `record` does not hold what the promise sets, or null when it does; `sent` is the body the
 * write sent (for `trimmed` and `derived_from`), `answer` what the write answered (for `answer`),
 * `before` the record before it (for `changed`).
 */
export function unmet(
  set: Row,
  record: Row,
  sent: Row,
  answer: Row = {},
  before?: Row,
): string | null {
  for (const [field, expected] of Object.entries(set)) {
    const actual = record[field];
    if (expected && typeof expected === 'object') {
      const rule = expected as {
        trimmed?: string;
        derived_from?: string;
        default?: string;
        present?: true;
        answer?: string;
        changed?: true;
      };
      if (rule.changed) {
        if (!before) return `${field}: the value before the write was not read`;
        if (actual === null || actual === undefined || actual === before[field])
          return `${field} is ${show(actual)}, expected a new value (it was ${show(before[field])})`;
        continue;
      }
      if (rule.answer !== undefined) {
        const want = fieldAt(answer, rule.answer);
        if (want === undefined || String(actual) !== String(want))
          return `${field} is ${show(actual)}, expected the ${rule.answer} the write answered (${show(want)})`;
      } else if (rule.present) {
        if (actual === null || actual === undefined)
          return `${field} is ${show(actual)}, expected a value`;
      } else if (rule.trimmed !== undefined) {
        const want = String(sent[rule.trimmed]).trim();
        if (actual !== want)
          return `${field} is ${show(actual)}, expected the ${rule.trimmed} sent (${show(sent[rule.trimmed])}) trimmed: ${show(want)}`;
      } else if (rule.derived_from !== undefined) {
        const from = String(sent[rule.derived_from]);
        if (typeof actual !== 'string' || actual.trim() === '' || actual === rule.default)
          return `${field} is ${show(actual)}, expected a value derived from the ${rule.derived_from} sent (${show(from)})${rule.default ? ` in place of ${show(rule.default)}` : ''}`;
        if (!derivedFrom(actual, from))
          return `${field} is ${show(actual)}, which is not made of the first words of the ${rule.derived_from} sent (${show(from)})`;
      }
    } else if (actual !== expected)
      return `${field} is ${show(actual)}, expected ${show(expected)}`;
  }
  return null;
}
