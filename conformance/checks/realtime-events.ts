/** Real time (--realtime): Reverb delivers sendThreadMessage's events, valid per the AsyncAPI. */
import type { Check } from '../engine/check';
import { checkRealtime } from './realtime';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.realtimeEvents,
  summary:
    'with --realtime, the events of sendThreadMessage arrive over Reverb and match asyncapi.yaml',
  docs: { rowOf: CHECK.broadcastingAuth },
  phase: 'after-operations',
  writes: true,
  appliesTo: (op, run) => run.options.realtime && op.operationId === 'sendThreadMessage',
  run: async (run, ctx) => {
    if (
      run.options.realtime &&
      (run.selected('authorizeBroadcasting') || run.selected('sendThreadMessage'))
    )
      await checkRealtime(run, ctx);
  },
};
