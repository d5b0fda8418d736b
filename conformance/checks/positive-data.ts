/** Check 3: valid data is accepted (a documented 2xx). */
import type { Check } from '../engine/check';
import { ENGINE_CHECKS } from '../engine/results';

export const check: Check = {
  name: ENGINE_CHECKS.positive,
  summary:
    "a valid request (example or generated body, the backend's own ids) is accepted with a 2xx",
  phase: 'walk',
  appliesTo: () => true,
  reportedBy: 'the walk: sign-in, chains, scenarios, flows and the GET fall-back (walk/walk.ts)',
};
