/** Real time: /broadcasting/auth signs one's own channels and refuses others'. */
import type { Check } from '../engine/check';
import { checkBroadcastingAuth } from './realtime';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.broadcastingAuth,
  summary: "/broadcasting/auth signs the caller's channels and refuses another user's",
  docs: "`POST /broadcasting/auth` signs the user's own private channel and refuses another user's, and refuses the second user the first user's thread channel (a `threads.{thread}` rule that returns true lets anyone listen to any conversation); with `--realtime`, Reverb accepts the signature and a message sent to a thread yields events whose payloads validate against `asyncapi.yaml`'s schemas, the reply `streaming` in `message.created` and `completed` in `message.completed` (set the status before dispatching the event). Reverb is checked through `sendThreadMessage` (whenever it or `authorizeBroadcasting` is selected): when the backend has no such route, or no thread to send to, `realtime-events` is skipped saying \"Reverb was not checked: …\", and the run's notes say it too",
  phase: 'after-operations',
  writes: true,
  appliesTo: (op) => op.path === '/broadcasting/auth',
  run: async (run, ctx) => {
    if (run.selected('authorizeBroadcasting')) await checkBroadcastingAuth(run, ctx);
  },
};
