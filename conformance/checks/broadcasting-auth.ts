/** Real time: /broadcasting/auth signs one's own channels and refuses others'. */
import type { Check } from '../engine/check';
import { checkBroadcastingAuth, REALTIME } from './realtime';

export const check: Check = {
  name: REALTIME.broadcastingAuth,
  summary: "/broadcasting/auth signs the caller's channels and refuses another user's",
  phase: 'after-operations',
  writes: true,
  appliesTo: (op) => op.path === '/broadcasting/auth',
  run: async (run, ctx) => {
    if (run.selected('authorizeBroadcasting')) await checkBroadcastingAuth(run, ctx);
  },
};
