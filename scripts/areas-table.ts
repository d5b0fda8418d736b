/**
 * Renders the table of areas (areas.ts) into docs/architecture.md ("Where each area lives"),
 * between the two markers below: `npm run docs:areas` writes it, and
 * tests/build/area-folders.test.ts fails when the page holds another rendering.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { AREAS, SHARED, type Area } from '../areas.ts';

export const AREAS_PAGE = 'docs/architecture.md';
export const TABLE_START =
  '<!-- The table of areas: generated from areas.ts by scripts/areas-table.ts; edit areas.ts, then `npm run docs:areas`. -->';
export const TABLE_END = '<!-- End of the generated table of areas. -->';

const folders = (root: string, names: readonly string[]) =>
  names.length === 0 ? '—' : names.map((name) => `\`${root}/${name}\``).join(', ');

/** Each folder name that is not a tag, with the tags whose screens, tests or journeys it holds. */
function otherNames(areas: readonly Area[]): string[] {
  const tags = new Set(areas.map((area) => area.tag));
  const owners = new Map<string, string[]>();
  for (const area of areas)
    for (const [root, names] of [
      ['src/features', area.features],
      ['tests', area.tests],
      ['e2e', area.e2e],
    ] as const)
      for (const name of names) {
        if (tags.has(name)) continue;
        const key = `${root}/${name}`;
        const list = owners.get(key) ?? [];
        if (!list.includes(area.tag)) owners.set(key, [...list, area.tag]);
      }
  return [...owners]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([folder, tagsOf]) => `- \`${folder}\`: ${tagsOf.map((t) => `\`${t}\``).join(', ')}`);
}

export function areasTable(areas: readonly Area[] = AREAS, shared = SHARED): string {
  const rows = areas.map(
    (area) =>
      `| \`${area.tag}\` | ${folders('src/features', area.features)} | ${folders('tests', area.tests)} | ${folders('e2e', area.e2e)} |`,
  );
  const sharedRows = (['features', 'tests', 'e2e'] as const).flatMap((where) =>
    Object.entries(shared[where]).map(
      ([name, what]) =>
        `- \`${where === 'features' ? 'src/features' : where}/${name}\`: ${what.replaceAll('\n', ' ')}`,
    ),
  );
  return [
    TABLE_START,
    '',
    '| Area (tag) | Screens | Screens’ tests | Journeys on the mock |',
    '|---|---|---|---|',
    ...rows,
    '',
    'The names that are not a tag, and the areas each holds:',
    '',
    ...otherNames(areas),
    '',
    'The folders no one area owns:',
    '',
    ...sharedRows,
    '',
    TABLE_END,
  ].join('\n');
}

/** The page with its table (between the markers) replaced by `table`. */
export function withAreasTable(page: string, table: string): string {
  const start = page.indexOf(TABLE_START);
  const end = page.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`${AREAS_PAGE} has lost the markers around its table of areas`);
  return page.slice(0, start) + table + page.slice(end + TABLE_END.length);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(AREAS_PAGE, withAreasTable(readFileSync(AREAS_PAGE, 'utf8'), areasTable()));
  console.log(`${AREAS_PAGE}: the table of areas, ${AREAS.length} areas`);
}
