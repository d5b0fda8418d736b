/**
 * The catalogue: every check the runner has, in run order (within a phase, the walk runs them in
 * this order). Each module declares the checks it judges (one pass may judge several: methods.ts).
 * Names, scopes and the order are read from here, by the walk, the reports, the table of checks in
 * docs/backend.md and the runner's own tests; adding a check is its name in engine/check-names.ts,
 * one module and one line below.
 */
import type { Check, Phase } from '../engine/check';
import type { CheckName } from '../engine/check-names';
import { check as httpProtocol } from './http-protocol';
import { check as sensitiveData } from './sensitive';
import { check as timestamps } from './timestamps';
import { check as cookieAttributes } from './cookie-attributes';
import { check as responseConforms } from './response-conforms';
import { check as sessionFixation } from './session-fixation';
import { check as positiveData } from './positive-data';
import { check as statefulChain } from './stateful-chain';
import { check as multipart } from './multipart';
import { check as uploadLimits } from './upload-limits';
import { check as uploadOrder } from './upload-order';
import { check as updateReadBack } from './read-back';
import { check as sanctumCsrf } from './sanctum-csrf';
import { check as sanctumSession } from './sanctum-session';
import { check as sanctumGuest } from './sanctum-guest';
import { check as negativeBody } from './negative-body';
import { check as negativeQuery } from './negative-query';
import { check as malformedJson } from './malformed-json';
import { check as unknownId } from './unknown-id';
import { check as listFilters } from './list-filters';
import { check as authorizationRole } from './authorization-role';
import { check as authorizationIdForms } from './authorization-id-forms';
import { check as cors } from './cors';
import { check as pagination } from './pagination';
import { check as authorizationForeign } from './authorization-foreign';
import { check as massAssignment } from './mass-assignment';
import { check as broadcastingAuth } from './broadcasting-auth';
import { check as realtimeEvents } from './realtime-events';
import { check as realtimeStream } from './realtime-stream';
import { check as realtimeToOthers } from './realtime-to-others';
import { head, methodNotAllowed, no5xx } from './methods';
import { check as promiseVisibility } from './promise-visibility';
import { check as visibilityIdForms } from './visibility-id-forms';
import { check as promiseOrder } from './promise-order';
import { check as promiseUnique } from './promise-unique';
import { check as promiseDistinct } from './promise-distinct';
import { check as promiseKeeps } from './promise-keeps';
import { check as promiseRemoves } from './promise-removes';
import { check as promiseChangesOnly } from './promise-changes-only';
import { check as promiseMatch } from './promise-match';
import { check as promiseFilter } from './promise-filter';
import { check as promiseCallers } from './promise-callers';
import { check as promiseGuest } from './promise-guest';
import { check as promiseNoDisclosure } from './promise-no-disclosure';
import { check as promiseSettable } from './promise-settable';
import { check as promiseMessageControls } from './promise-message-controls';
import { check as promiseThreadWrites } from './promise-thread-writes';
import { check as promiseSets } from './promise-sets';
import { check as promiseBroadcasts } from './promise-broadcasts';
import { check as promiseReflects } from './promise-reflects';
import { check as promiseCounts } from './promise-counts';
import { check as promiseRefuses, repeatsCheck as promiseRepeats } from './promise-refuses';
import { check as promiseOpens } from './promise-opens';
import { check as fidelity } from './fidelity';
import { check as sessionEnd } from './session-end';
import { check as throttle } from './throttle';
import { check as responseTime } from './timing';

export const CATALOGUE: readonly Check[] = [
  httpProtocol,
  sensitiveData,
  timestamps,
  cookieAttributes,
  responseConforms,
  sessionFixation,
  positiveData,
  statefulChain,
  multipart,
  updateReadBack,
  sanctumCsrf,
  sanctumSession,
  sanctumGuest,
  negativeBody,
  negativeQuery,
  malformedJson,
  uploadLimits,
  uploadOrder,
  unknownId,
  listFilters,
  authorizationRole,
  authorizationIdForms,
  cors,
  pagination,
  authorizationForeign,
  massAssignment,
  broadcastingAuth,
  realtimeEvents,
  realtimeStream,
  realtimeToOthers,
  methodNotAllowed,
  head,
  no5xx,
  promiseVisibility,
  promiseOrder,
  promiseUnique,
  promiseDistinct,
  promiseKeeps,
  promiseRemoves,
  promiseChangesOnly,
  promiseMatch,
  promiseFilter,
  promiseCallers,
  promiseGuest,
  promiseNoDisclosure,
  promiseSettable,
  promiseMessageControls,
  promiseThreadWrites,
  visibilityIdForms,
  promiseSets,
  promiseBroadcasts,
  promiseReflects,
  promiseCounts,
  fidelity,
  // Before throttle, which spends the login limit its sign-ins need; it changes the outsider's password and puts it back.
  sessionEnd,
  // Last, once the walk's decisions are made (it sends a decided join request again).
  promiseRefuses,
  promiseRepeats,
  promiseOpens,
  throttle,
  responseTime,
];

/** Every check's name, in run order. */
export const CHECK_NAMES: readonly CheckName[] = CATALOGUE.map((check) => check.name);

/** The checks of one phase, in run order. */
export const inPhase = (phase: Phase): Check[] => CATALOGUE.filter((c) => c.phase === phase);

export function checkNamed(name: CheckName): Check {
  const found = CATALOGUE.find((c) => c.name === name);
  if (!found) throw new Error(`no check named ${name} in conformance/checks/index.ts`);
  return found;
}
