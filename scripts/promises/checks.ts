/**
 * The conformance runner's check for each kind of promise: the names of the runner's catalogue
 * (agreed with it: one `promise-<kind>` check per kind). A promise carrying `unchecked` is listed
 * as not checked, with its reason.
 */
export const CHECK_BY_KIND = {
  visibility: 'promise-visibility',
  order: 'promise-order',
  unique: 'promise-unique',
  distinct: 'promise-distinct',
  keeps: 'promise-keeps',
  removes: 'promise-removes',
  'changes-only': 'promise-changes-only',
  match: 'promise-match',
  filter: 'promise-filter',
  callers: 'promise-callers',
  guest: 'promise-guest',
  'no-disclosure': 'promise-no-disclosure',
  settable: 'promise-settable',
  sets: 'promise-sets',
  broadcasts: 'promise-broadcasts',
  reflects: 'promise-reflects',
  counts: 'promise-counts',
} as const satisfies Record<string, string>;

export type PromiseKindName = keyof typeof CHECK_BY_KIND;
