/** Sanctum: the session and XSRF cookies carry the attributes a browser needs. */
import type { Check } from '../engine/check';
import { checkCookies } from './sanctum';
import { SIGN_IN_OPERATIONS } from './session-fixation';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.cookieAttributes,
  summary:
    'Set-Cookie attributes of the session and XSRF-TOKEN cookies (HttpOnly, SameSite, Secure over https, Path)',
  docs: 'every cookie a response sets: the session cookie `HttpOnly`; `XSRF-TOKEN` readable by scripts (not `HttpOnly`); `SameSite` `Lax` or `Strict`; `Secure` when `--base-url` is https (`SESSION_SECURE_COOKIE`)',
  phase: 'every-exchange',
  appliesTo: (op) =>
    /"set-cookie"/i.test(JSON.stringify(op.object.responses)) ||
    SIGN_IN_OPERATIONS.includes(op.operationId),
  inspectExchange: checkCookies,
};
