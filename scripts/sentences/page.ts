/** docs/contract-sentences.md from the contract as it is: shared by the generator and the test that compares it. */
import { promiseSites, type Json } from '../promises/contract.ts';
import { loadMappings } from './mapping.ts';
import { contractSentences, loadConventions } from './split.ts';
import { renderSentenceTable } from './table.ts';

export function sentencesPage(bundle: Json, asyncapi: Json): { text: string; count: number } {
  const sentences = contractSentences(bundle, asyncapi, loadConventions());
  const where = new Map(
    promiseSites(bundle, asyncapi)
      .filter((s) => s.kind === 'operation')
      .map((s) => [s.site, `${s.method} \`${s.path}\``] as const),
  );
  const text = renderSentenceTable(sentences, loadMappings(), (location) => where.get(location));
  return { text, count: sentences.length };
}
