/**
 * Rewrites openapi/sentences/*.yaml for the contract as it is: every mapping that still names a
 * sentence is kept as it was, a sentence with none gets the first pass's proposal (or no status,
 * to be judged), and a mapping whose sentence is gone is dropped. Run it after editing the
 * contract's prose (`npx tsx scripts/sentences/skeleton.ts`), then judge what it added:
 * tests/contract/sentences.test.ts fails on a sentence with no status.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { loadAsyncApi, loadBundle, promiseSites, type PromiseSite } from '../promises/contract.ts';
import { firstPass } from './first-pass.ts';
import { fileOfGroup, loadMappings, SENTENCES_DIR, statusOf, type Mapping } from './mapping.ts';
import { contractSentences, loadConventions, type Sentence } from './split.ts';

type Decide = (s: Sentence, site: PromiseSite | undefined) => Omit<Mapping, 'key'>;

const statusFields = (m: Mapping) =>
  Object.fromEntries(Object.entries(m).filter(([k]) => !['key', 'text', 'location'].includes(k)));

/**
 * Writes every file of openapi/sentences/; `decide` gives the status of a sentence with none, and
 * `judged` replaces the status of the sentences it names (by key).
 */
export function rewriteMappings(
  decide: Decide = firstPass,
  judged: Record<string, Omit<Mapping, 'key'>> = {},
): { proposed: number; open: number } {
  const bundle = loadBundle();
  const asyncapi = loadAsyncApi();
  const sites = new Map(promiseSites(bundle, asyncapi).map((s) => [s.site, s] as const));
  mkdirSync(SENTENCES_DIR, { recursive: true });
  const existing = loadMappings();
  const files = new Map<string, Map<string, Mapping[]>>();
  let proposed = 0;
  let open = 0;
  for (const s of contractSentences(bundle, asyncapi, loadConventions())) {
    const kept = judged[s.key] ? { key: s.key, ...judged[s.key] } : existing.get(s.key);
    const status = kept && statusOf(kept) ? statusFields(kept) : decide(s, sites.get(s.location));
    if (!(kept && statusOf(kept)) && Object.keys(status).length > 0) proposed++;
    if (Object.keys(status).length === 0) open++;
    const file = fileOfGroup(s.group, s.location);
    const byLocation = files.get(file) ?? new Map<string, Mapping[]>();
    files.set(file, byLocation);
    const list = byLocation.get(s.location) ?? [];
    byLocation.set(s.location, list);
    list.push({ key: s.key, text: s.text, ...status });
  }
  for (const file of readdirSync(SENTENCES_DIR))
    if (!files.has(file)) rmSync(join(SENTENCES_DIR, file));
  for (const [file, byLocation] of files) {
    const header = `# The contract's sentences (${file.replace('.yaml', '')}), each accounted for: openapi/CONVENTIONS.md "Every sentence accounted for".\n`;
    const body = stringify(Object.fromEntries(byLocation), { lineWidth: 100, minContentWidth: 40 });
    // promise ids on one line: `promise: [a, b]`
    const compact = body.replace(
      /promise:\n((?:\s+- \S+\n)+)/g,
      (_, ids: string) =>
        `promise: [${ids
          .trim()
          .split(/\s*-\s+/)
          .filter(Boolean)
          .join(', ')}]\n`,
    );
    writeFileSync(join(SENTENCES_DIR, file), header + compact);
  }
  return { proposed, open };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { proposed, open } = rewriteMappings();
  console.log(`sentences: ${proposed} proposed by the first pass, ${open} to judge`);
}
