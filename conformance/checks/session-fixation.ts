/** Sanctum: the session id changes at sign-in. */
import type { Check } from '../engine/check';
import { checkSessionFixation, SANCTUM } from './sanctum';

/** Operations that sign a client in (a session starts for a user). */
export const SIGN_IN_OPERATIONS = ['login'];

export const check: Check = {
  name: SANCTUM.sessionFixation,
  summary: 'the session id changes at sign-in and the old one is no longer signed in',
  phase: 'sign-in',
  appliesTo: (op) => SIGN_IN_OPERATIONS.includes(op.operationId),
  run: async (run, ctx) => {
    if (run.selected('login')) await checkSessionFixation(run, ctx);
  },
};
