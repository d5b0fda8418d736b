/**
 * The conformance runner's check for each kind of promise: the names of the runner's catalogue
 * (agreed with it: one `promise-<kind>` check per kind). A promise carrying `unchecked` is listed
 * as not checked, with its reason.
 */
import { CHECK, type CheckName } from '../../conformance/engine/check-names.ts';

export const CHECK_BY_KIND = {
  visibility: CHECK.promiseVisibility,
  order: CHECK.promiseOrder,
  unique: CHECK.promiseUnique,
  distinct: CHECK.promiseDistinct,
  keeps: CHECK.promiseKeeps,
  removes: CHECK.promiseRemoves,
  'changes-only': CHECK.promiseChangesOnly,
  match: CHECK.promiseMatch,
  filter: CHECK.promiseFilter,
  callers: CHECK.promiseCallers,
  guest: CHECK.promiseGuest,
  'no-disclosure': CHECK.promiseNoDisclosure,
  settable: CHECK.promiseSettable,
  sets: CHECK.promiseSets,
  broadcasts: CHECK.promiseBroadcasts,
  reflects: CHECK.promiseReflects,
  counts: CHECK.promiseCounts,
  refuses: CHECK.promiseRefuses,
  repeats: CHECK.promiseRepeats,
  opens: CHECK.promiseOpens,
} as const satisfies Record<string, CheckName>;

export type PromiseKindName = keyof typeof CHECK_BY_KIND;
