/** Sanctum: an unsafe call without the X-XSRF-TOKEN header is refused with 419. */
import type { Check } from '../engine/check';
import { checkCsrf } from './sanctum';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.sanctumCsrf,
  summary:
    'an unsafe call without X-XSRF-TOKEN gets 419 (in a throwaway session, on ids no record has)',
  docs: "the real Sanctum flow (`GET /sanctum/csrf-cookie`, the URL-decoded `XSRF-TOKEN` as `X-XSRF-TOKEN`, `Origin`/`Referer`, the session cookie); an unsafe call without the header gets 419; a secured call without a session gets 401; guest calls work without one; after `logout` the session is gone. These probes run in throwaway sessions of their own and, for unsafe calls, on ids no record has: with CSRF off, a probe's `logout` or `deleteFolder` fails `sanctum-csrf` and nothing else",
  phase: 'per-operation',
  appliesTo: (op) => op.xsrf,
  perOperation: (run, ctx, { op, valid, onCreated }) => checkCsrf(run, ctx, op, valid, onCreated),
};
