/**
 * The whole real-time client. App code imports './live' (no client libraries) and loads
 * './session' on demand; this barrel, which pulls pusher-js and laravel-echo, is for tests and tools.
 */
export * from './live';
export {
  AUTH_ENDPOINT,
  ACTIVITY_TIMEOUT_MS,
  PONG_TIMEOUT_MS,
  UNAVAILABLE_TIMEOUT_MS,
} from './constants';
export { readRealtimeConfig, type RealtimeConfig } from './config';
export { createAuthorizer, authorizeVia, type AuthorizeChannel } from './authorizer';
export { createEcho, echoOptions, pusherOf, type ReverbEcho, type CreateEchoOptions } from './echo';
export { statusFromPusherState, createStatusStore, type StatusStore } from './connection-status';
export { connectRealtime, disconnectRealtime, type RealtimeUser } from './session';
export { watchReconnects } from './reconnect';
export { validateEvent, EventContractViolationError } from './validate-event';
