/** Check 3: valid data is accepted (a documented 2xx). */
import type { Check } from '../engine/check';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.positiveData,
  summary:
    "a valid request (example or generated body, the backend's own ids) is accepted with a 2xx",
  docs: "a valid request is accepted: the body is the contract's example with required values generated from the schema by json-schema-faker (fresh each run) and the backend's own ids (discovered through its list calls) laid over it. Operations that need a secret from a mailbox or an OAuth provider (reset/verify/invitation tokens, OAuth codes) are called with the example and judged, their positive check reported as skipped",
  phase: 'walk',
  appliesTo: () => true,
  reportedBy: 'the walk: sign-in, chains, scenarios, flows and the GET fall-back (walk/walk.ts)',
};
