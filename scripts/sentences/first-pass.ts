/**
 * The first pass over a sentence with no mapping yet (scripts/sentences/skeleton.ts): a status
 * proposed only where a rule is sure of it; every other sentence is left with no status, so the
 * accounting test fails until someone judges it. Whoever runs the skeleton reviews what it proposed.
 */
import type { PromiseSite, Promise_ } from '../promises/contract.ts';
import type { Mapping } from './mapping.ts';
import { normalise, type Sentence } from './split.ts';

const lower = (t: string) =>
  normalise(t)
    .toLowerCase()
    .replace(/[.;:,]+$/, '');

/** The promises whose `says` this sentence holds (or which hold the sentence). */
function bySays(sentence: string, promises: Promise_[]): Promise_[] {
  const s = lower(sentence);
  return promises.filter((p) => {
    if (typeof p.says !== 'string') return false;
    const says = lower(p.says);
    return s.includes(says) || (s.length > 24 && says.includes(s));
  });
}

/** Words that state a promise of a kind. */
const KIND_WORDS: [RegExp, string[]][] = [
  [/\b(sorted|newest first|oldest first|order(ed)? by|ascending|descending|first\b)/i, ['order']],
  [/\b(unique|already been taken|taken)\b/i, ['unique']],
  [
    /\b(only ever see|their own|caller's own|not theirs|not the caller's|another user's)\b/i,
    ['visibility'],
  ],
  [
    /\b(may (call|read|join|list|delete)|403 otherwise|only the (owner|thread's owner))\b/i,
    ['callers'],
  ],
  [/\b(substring|contains|every word)\b/i, ['match']],
  [/\b(keeps only|keeps the threads|filters?)\b/i, ['filter']],
  [/^(Deletes|Removes)\b/, ['removes']],
  [/\b(kept|stays|never replaced)\b/i, ['keeps']],
  [/\b(avoid revealing|same answer)\b/i, ['no-disclosure']],
];

export function firstPass(s: Sentence, site: PromiseSite | undefined): Omit<Mapping, 'key'> {
  const promises = site?.promises ?? [];
  const said = bySays(s.text, promises);
  if (said.length > 0) return { promise: said.map((p) => p.id) };
  if (/^Throttled\b/.test(s.text)) return { check: 'throttle' };
  if (s.field === 'summary' && site)
    return { schema: `the operation (${site.method} ${site.path})` };
  const status = /^responses\/(\d{3})$/.exec(s.field)?.[1];
  if (status && !/\b(unique|taken|only|kept|order|first)\b/i.test(s.text))
    return { schema: `responses.${status}` };
  if (/\/examples\//.test(s.field)) return { schema: 'examples' };
  if (s.field === 'response' && s.location.startsWith('#/components/responses/'))
    return { schema: `${s.location.slice(2)} (status, headers and body)` };
  if (s.keywords && !BEHAVIOUR.test(s.text))
    return {
      schema: `${s.keywords.join(', ') || 'the property'} at ${s.location}${s.field.startsWith('/') || s.field === 'schema' ? (s.field === 'schema' ? '' : s.field) : ` ${s.field}`}`,
    };
  if (site && s.field === 'description') {
    const kinds = KIND_WORDS.filter(([re]) => re.test(s.text)).flatMap(([, k]) => k);
    const carried = promises.filter((p) => kinds.includes(p.kind));
    if (carried.length > 0) return { promise: carried.map((p) => p.id) };
  }
  return {};
}

/** Words of a field's description that state behaviour, not meaning: such a sentence is judged by hand. */
const BEHAVIOUR =
  /\b(set|sets|reset|resets|becomes|derived|trimmed|kept|stays|removed|deleted|until|after|when|only|never|always|replaced|sorted|first|unique|broadcast|null when|defaults?)\b/i;
