/**
 * Writes docs/promises-list.md (scripts/promises/list.ts) from the bundled contract and
 * asyncapi.yaml. Run by `npm run generate` after the bundle; tests/contract/promises-list.test.ts
 * fails when the committed page is stale.
 */
import { writeFileSync } from 'node:fs';
import { loadAsyncApi, loadBundle, promiseSites } from './promises/contract.ts';
import { renderPromisesList } from './promises/list.ts';

const sites = promiseSites(loadBundle(), loadAsyncApi());
writeFileSync('docs/promises-list.md', renderPromisesList(sites));
console.log(`promises-list.md: ${sites.reduce((n, s) => n + s.promises.length, 0)} promises`);
