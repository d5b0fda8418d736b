/**
 * The accounting of the contract's sentences (openapi/sentences/*.yaml): what each sentence of
 * scripts/sentences/split.ts is. One of:
 * - `promise: [ids]`: carried by those `x-promises` entries;
 * - `schema: <keyword at pointer>`: stated by the contract's own structure (a schema keyword, a
 *   parameter, a response, `security`), which the runner judges on every call;
 * - `check: <runner check>`: a rule of every operation the runner checks without an entry
 *   (`x-throttle` by `throttle`, 419 by `sanctum-csrf`...);
 * - `outside: <reason>`: not observable over HTTP or WebSocket (a mail, a provider, a job's timing);
 * - `gap: <what is missing>`: observable from outside, but no entry or check states it yet: the
 *   work left, counted in docs/contract-sentences.md so it is never hidden.
 * `accountFor` lists what is wrong: a sentence with no mapping, a mapping of no sentence, a
 * promise id no entry has, a promise whose kind no check runs, a check the runner lacks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { CHECK_BY_KIND } from '../promises/checks.ts';
import type { PromiseSite } from '../promises/contract.ts';
import type { Sentence } from './split.ts';

export const SENTENCES_DIR = 'openapi/sentences';

export interface Mapping {
  key: string;
  text?: string;
  promise?: string[];
  schema?: string;
  check?: string;
  outside?: string;
  gap?: string;
}

export type Status = 'promise' | 'schema' | 'check' | 'outside' | 'gap';
export const STATUSES: Status[] = ['promise', 'schema', 'check', 'outside', 'gap'];

export const statusOf = (m: Mapping): Status | undefined =>
  STATUSES.find((s) => m[s] !== undefined);

/** A file of openapi/sentences/ per group: the operations' tag, or the component area. */
export function fileOfGroup(group: string, location: string): string {
  if (group.startsWith('operations/')) return `${group.slice('operations/'.length)}.yaml`;
  if (group === 'components/schemas') {
    const first = location.replace('#/components/schemas/', '')[0]!.toUpperCase();
    const range = first <= 'C' ? 'a-c' : first <= 'L' ? 'd-l' : first <= 'R' ? 'm-r' : 's-z';
    return `schemas-${range}.yaml`;
  }
  return `${group.replaceAll('/', '-').replace('components-', '')}.yaml`;
}

/** Every mapping, by location then key, read from the files of `dir`. */
export function loadMappings(dir = SENTENCES_DIR): Map<string, Mapping & { location: string }> {
  const out = new Map<string, Mapping & { location: string }>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const doc = (parseYaml(readFileSync(join(dir, file), 'utf8')) ?? {}) as Record<
      string,
      Mapping[]
    >;
    for (const [location, entries] of Object.entries(doc))
      for (const entry of entries ?? []) out.set(entry.key, { ...entry, location });
  }
  return out;
}

export interface Problem {
  key: string;
  location: string;
  text: string;
  problem: string;
}

/** Everything that keeps the contract's sentences from being accounted for. */
export function accountFor(
  sentences: Sentence[],
  mappings: Map<string, Mapping & { location: string }>,
  sites: PromiseSite[],
  checkNames: readonly string[],
): Problem[] {
  const promises = new Map(sites.flatMap((s) => s.promises.map((p) => [p.id, p] as const)));
  const problems: Problem[] = [];
  const keys = new Set(sentences.map((s) => s.key));
  for (const s of sentences) {
    const m = mappings.get(s.key);
    const at = { key: s.key, location: s.location, text: s.text };
    if (!m) {
      problems.push({ ...at, problem: 'no mapping' });
      continue;
    }
    const status = statusOf(m);
    if (!status) problems.push({ ...at, problem: 'a mapping with no status' });
    if (STATUSES.filter((st) => m[st] !== undefined).length > 1)
      problems.push({ ...at, problem: 'more than one status' });
    for (const id of m.promise ?? []) {
      const p = promises.get(id);
      if (!p) problems.push({ ...at, problem: `promise ${id} does not exist` });
      else if (typeof p.unchecked !== 'string') {
        const check = CHECK_BY_KIND[p.kind as keyof typeof CHECK_BY_KIND];
        if (!check || !checkNames.includes(check))
          problems.push({ ...at, problem: `promise ${id}: no check runs kind ${p.kind}` });
      }
    }
    if (status === 'promise' && (m.promise ?? []).length === 0)
      problems.push({ ...at, problem: 'promise: lists no id' });
    if (m.check !== undefined && !checkNames.includes(m.check))
      problems.push({ ...at, problem: `check ${m.check} is not in the runner's catalogue` });
    for (const st of ['schema', 'outside', 'gap'] as const)
      if (m[st] !== undefined && !String(m[st]).trim())
        problems.push({ ...at, problem: `${st}: gives no keyword or reason` });
  }
  for (const p of promises.values()) {
    const check = CHECK_BY_KIND[p.kind as keyof typeof CHECK_BY_KIND];
    if (typeof p.unchecked !== 'string' && (!check || !checkNames.includes(check)))
      problems.push({
        key: p.id,
        location: p.id,
        text: '',
        problem: `no check runs kind ${p.kind}`,
      });
  }
  for (const [key, m] of mappings)
    if (!keys.has(key))
      problems.push({ key, location: m.location, text: m.text ?? '', problem: 'maps no sentence' });
  return problems;
}
