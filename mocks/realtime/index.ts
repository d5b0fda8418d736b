/** The fake Reverb for the browser and vitest (the Node endpoint is in node-server.ts, imported by path). */
export {
  createBroadcaster,
  RealtimeContractError,
  type Broadcaster,
  type BroadcasterOptions,
  type RealtimeConnection,
  type ConnectionInfo,
  type ChannelInfo,
  type PublishOptions,
} from './broadcaster';
export { createReverbLink } from './msw-link';
export {
  streamReply,
  splitIntoDeltas,
  type StreamReplyOptions,
  type ReplyStream,
  type ReplyOutcome,
  type MessageBase,
} from './reply-stream';
export {
  laravelPresenceMember,
  signChannel,
  verifyChannelAuth,
  type ChannelAuth,
} from './signature';
export { PusherError, CloseCode, decodeFrame, type PusherFrame } from './protocol';
export { REVERB_VERSION, REVERB_LINE } from './reverb-version';
export type { ReverbLimits, RateLimiting, ResolvedLimits } from './limits';
export type { FrameLog, FrameLogEntry, FrameFilter, FrameMatcher } from './frame-log';
export type { Faults, FaultState, RefusalMode } from './faults';
