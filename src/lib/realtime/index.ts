export {
  AUTH_ENDPOINT,
  ACTIVITY_TIMEOUT_MS,
  PONG_TIMEOUT_MS,
  UNAVAILABLE_TIMEOUT_MS,
} from './constants';
export { readRealtimeConfig, type RealtimeConfig } from './config';
export { createAuthorizer, authorizeVia, type AuthorizeChannel } from './authorizer';
export { createEcho, echoOptions, pusherOf, type ReverbEcho, type CreateEchoOptions } from './echo';
export {
  realtimeStatus,
  statusFromPusherState,
  createStatusStore,
  type RealtimeStatus,
  type StatusStore,
} from './connection-status';
export { useRealtimeStatus } from './use-realtime-status';
export { useEcho } from './use-echo';
export {
  connectRealtime,
  disconnectRealtime,
  getEcho,
  subscribeEcho,
  onReconnected,
  type RealtimeUser,
} from './session';
export { watchReconnects } from './reconnect';
export { validateEvent, EventContractViolationError } from './validate-event';
export { listenForEvent } from './listen';
export {
  RealtimeEvent,
  RealtimeChannel,
  PusherChannelName,
  type RealtimeEventName,
  type RealtimeEventPayloads,
} from './events';
