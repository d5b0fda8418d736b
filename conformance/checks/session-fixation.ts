/** Sanctum: the session id changes at sign-in. */
import type { Check } from '../engine/check';
import { checkSessionFixation } from './sanctum';
import { CHECK } from '../engine/check-names';

/** Operations that sign a client in (a session starts for a user). */
export const SIGN_IN_OPERATIONS = ['login'];

export const check: Check = {
  name: CHECK.sessionFixation,
  summary: 'the session id changes at sign-in and the old one is no longer signed in',
  docs: 'the session id a client had before `login` (or any guest call that signs its client in, such as `register`) is not signed in after it (`$request->session()->regenerate()`); Laravel re-encrypts cookies on every response, so the old cookie is sent again rather than compared',
  phase: 'sign-in',
  appliesTo: (op) => SIGN_IN_OPERATIONS.includes(op.operationId),
  run: async (run, ctx) => {
    if (run.selected('login')) await checkSessionFixation(run, ctx);
  },
};
