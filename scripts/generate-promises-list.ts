/**
 * Writes docs/promises-list.md (scripts/promises/list.ts) and docs/contract-sentences.md
 * (scripts/sentences/table.ts) from the bundled contract, asyncapi.yaml, CONVENTIONS.md and
 * openapi/sentences/. Run by `npm run generate` after the bundle; tests/contract/promises-list.test.ts
 * and tests/contract/sentences.test.ts fail when a committed page is stale.
 */
import { writeFileSync } from 'node:fs';
import { loadAsyncApi, loadBundle, promiseSites } from './promises/contract.ts';
import { renderPromisesList } from './promises/list.ts';
import { sentencesPage } from './sentences/page.ts';

const bundle = loadBundle();
const asyncapi = loadAsyncApi();
const sites = promiseSites(bundle, asyncapi);
writeFileSync('docs/promises-list.md', renderPromisesList(sites));
console.log(`promises-list.md: ${sites.reduce((n, s) => n + s.promises.length, 0)} promises`);
const page = sentencesPage(bundle, asyncapi);
writeFileSync('docs/contract-sentences.md', page.text);
console.log(`contract-sentences.md: ${page.count} sentences`);
