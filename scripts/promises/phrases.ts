/**
 * The promise-phrase detector: words in an operation's description that state a behavioural
 * promise, each mapped to the kinds of `x-promises` entry (or the extension) that must carry it.
 * tests/contract/promise-phrases.test.ts fails when a description says one of these and the
 * operation has no promise of those kinds, so a promise cannot be added to the prose alone.
 */
import type { PromiseSite, Promise_ } from './contract.ts';

export interface PromisePhrase {
  name: string;
  pattern: RegExp;
  /** A sentence that states this promise (the test proves each phrase is detected). */
  example: string;
  /** Any one of these kinds satisfies the phrase. */
  kinds: string[];
  /** Extensions of the operation that also satisfy it (a role policy is `x-council-roles`). */
  extensions?: string[];
  /** What the promise of those kinds must also say (e.g. that it compares case-insensitively). */
  carries?: (promise: Promise_) => boolean;
}

const insensitive = (p: Promise_) =>
  p.case === 'insensitive' ||
  (Array.isArray(p.by) && p.by.some((key: { case?: string }) => key.case === 'insensitive'));

export const PROMISE_PHRASES: PromisePhrase[] = [
  {
    name: 'order',
    example: 'Paginated, sorted by name.',
    pattern:
      /\b(sorted by|ordered by|order by|in (fixed|tree) order|newest first|oldest first|cheapest first|most recent(ly \w+)? first|come first|(folders|sub-folders) first|ascending|descending)\b/i,
    kinds: ['order'],
  },
  {
    name: 'who sees what',
    example: 'Users only ever see their own folders.',
    pattern:
      /\b(only ever see|never shown to|visible only to|visible to every|is visible|not revealed|caller's own|their own|only filled in for|private to|of this council|another council|not in the council|the council does not have|of another agent|of another thread|not theirs|not the caller's|another user's|does not belong to|one of the user's councils|must be an active member|not available to the caller)\b/i,
    kinds: ['visibility', 'callers'],
  },
  {
    name: 'who may call',
    example: 'Only the owner may call it (403 otherwise).',
    pattern:
      /\b(only the (owner|author|thread's owner|agent's author|council's admins)|may call|may join|may be called by|may (read|list|browse|upload|delete|invite|search|create)|must be (an? )?(admin|signed in)|another user gets|guest call|callable by|public\b)/i,
    kinds: ['callers', 'visibility', 'guest'],
    extensions: ['x-council-roles'],
  },
  {
    name: 'uniqueness',
    example: "The name must be unique among the caller's folders.",
    pattern:
      /\b(unique|already been taken|must not be taken|must not belong to another|when taken|at most one `?pending|already (has a pending|holds|waiting)|is already waiting)\b/i,
    kinds: ['unique', 'distinct', 'callers'],
  },
  {
    name: 'what a write keeps',
    example: 'Its threads are kept and move out of the folder.',
    pattern:
      /\b(are kept|is kept|kept read-only|stays?\b|keeps? (its|their|the text)|not refunded|never replaced|left out keep|last admin|becomes unassigned)/i,
    kinds: ['keeps', 'changes-only'],
  },
  {
    name: 'what a delete removes',
    example: "Deletes one of the caller's folders.",
    pattern:
      /(?:^|[.;]\s+)(Deletes|Removes)\b|\b(leaves the|is deleted|the invitation is deleted)\b/i,
    kinds: ['removes', 'changes-only'],
  },
  {
    name: 'what a write changes',
    example: 'Changes only the fields sent.',
    pattern:
      /\b(changes only the fields|(updates|changes) the fields sent|only the caller's list changes|replacing any (earlier|previous)|replaces (it|the whole))\b/i,
    // "replaces it": a second invitation replaces the pending one (unique, resolves: replace), a new
    // version replaces the earlier one in the thread's list (removes, listed_by getThread).
    kinds: ['changes-only', 'unique', 'removes'],
  },
  {
    name: 'how search matches',
    example: '`search` filters by a substring of the title.',
    pattern: /\b(substring|contains `|matches (name|the)|equals `q`)/i,
    kinds: ['match'],
  },
  {
    name: 'case-insensitive comparison',
    example: 'Names compare case-insensitive.',
    pattern: /\bcase-insensitive\b/i,
    kinds: ['match', 'order'],
    carries: insensitive,
  },
  {
    name: 'how filters keep',
    example: '`status` keeps only requests in that state.',
    pattern: /\b(filters?\b|filtered by|keeps only|keeps the threads)/i,
    kinds: ['filter', 'match'],
  },
  {
    name: 'what a guest is told',
    example: 'When the email has an account, a guest gets 401.',
    pattern:
      /\b(a guest gets|signed in \(401|no session needed|needs a signed-in session|is always exactly|answers? 422 with|otherwise 403 `)/i,
    kinds: ['guest', 'callers'],
  },
  {
    name: 'no disclosure',
    example:
      'To avoid revealing which addresses have accounts, unknown ones get the same 200 answer.',
    pattern: /\b(avoid revealing|the same \d{3} answer|same answer)\b/i,
    kinds: ['no-disclosure'],
  },
  {
    name: 'which fields a body may set',
    example: '`name` and `password` are then ignored.',
    pattern: /\b(are then ignored|cannot be changed here|(Laravel )?rules?: `|Validation: `)/i,
    kinds: ['settable'],
  },
];

export interface MissingPromise {
  site: string;
  phrase: string;
  words: string;
  kinds: string[];
}

/** The phrases of each operation's prose (description and parameters) that no promise (or extension) of it carries. */
export function missingPromises(sites: PromiseSite[]): MissingPromise[] {
  return sites.flatMap((site) =>
    PROMISE_PHRASES.flatMap((phrase) => {
      const found = site.prose.match(phrase.pattern);
      if (!found) return [];
      const carried =
        site.promises.some((p) => phrase.kinds.includes(p.kind) && (phrase.carries?.(p) ?? true)) ||
        (phrase.extensions ?? []).some((ext) => site.operation?.[ext] !== undefined);
      return carried
        ? []
        : [{ site: site.site, phrase: phrase.name, words: found[0], kinds: phrase.kinds }];
    }),
  );
}
