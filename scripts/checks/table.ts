/**
 * The table of checks in docs/backend.md ("The checks"), written from the runner's catalogue
 * (conformance/checks/index.ts): one row per check module's `docs`, in run order, a check that
 * shares another's row (`docs: { rowOf }`) named beside it. scripts/generate-checks-table.ts writes
 * it between the two markers below; tests/docs/checks-table.test.ts fails when the page is stale.
 */
import type { Check } from '../../conformance/engine/check.ts';

/** The page that holds the table. */
export const CHECKS_PAGE = 'docs/backend.md';
export const TABLE_START =
  "<!-- The table of checks: generated from the check modules (conformance/checks/) by scripts/generate-checks-table.ts; edit a module's `docs`, then `npm run generate`. -->";
export const TABLE_END = '<!-- End of the generated table of checks. -->';
const HEADER = ['| Check | What it asks of every operation |', '|---|---|'];

/** Markdown table cell text: no pipes or line breaks. */
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The rows, each with the checks it names (the row's own check first, then those sharing it). */
export function checksRows(catalogue: readonly Check[]): { names: string[]; text: string }[] {
  const names = new Set(catalogue.map((c) => c.name));
  for (const c of catalogue)
    if (typeof c.docs !== 'string') {
      const owner = catalogue.find((o) => o.name === (c.docs as { rowOf: string }).rowOf);
      if (!owner || typeof owner.docs !== 'string')
        throw new Error(
          `${c.name}: docs.rowOf names ${c.docs.rowOf}, ${names.has(c.docs.rowOf) ? 'which shares a row itself' : 'no check of the catalogue'}`,
        );
    }
  return catalogue.flatMap((c) =>
    typeof c.docs === 'string'
      ? [
          {
            names: [
              c.name,
              ...catalogue
                .filter((o) => typeof o.docs !== 'string' && o.docs.rowOf === c.name)
                .map((o) => o.name),
            ],
            text: c.docs,
          },
        ]
      : [],
  );
}

export function checksTable(catalogue: readonly Check[]): string {
  const rows = checksRows(catalogue).map(
    (row) => `| ${row.names.map((n) => `\`${n}\``).join(' / ')} | ${cell(row.text)} |`,
  );
  return [TABLE_START, '', ...HEADER, ...rows, '', TABLE_END].join('\n');
}

/** The page with its table (between the markers) replaced by `table`. */
export function withTable(page: string, table: string): string {
  const start = page.indexOf(TABLE_START);
  const end = page.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error('docs/backend.md has lost the markers around its table of checks');
  return page.slice(0, start) + table + page.slice(end + TABLE_END.length);
}
