/**
 * Writes the table of checks in docs/backend.md ("The checks") from the runner's catalogue, each
 * row from its check module's `docs` (scripts/checks/table.ts). Run by `npm run generate`;
 * `npm run check:generated` and tests/docs/checks-table.test.ts fail when the committed table is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { CATALOGUE } from '../conformance/checks/index.ts';
import { CHECKS_PAGE, checksTable, withTable } from './checks/table.ts';

const page = readFileSync(CHECKS_PAGE, 'utf8');
writeFileSync(CHECKS_PAGE, withTable(page, checksTable(CATALOGUE)));
console.log(`${CHECKS_PAGE}: the table of checks, ${CATALOGUE.length} checks`);
