/**
 * What app code needs to follow and use the live connection, without the client libraries:
 * importing this does not pull pusher-js or laravel-echo into a chunk (session.ts does; the app
 * loads it after its first render, see src/app/providers/realtime-bridge.tsx).
 */
export { realtimeStatus, type RealtimeStatus } from './connection-status';
export { useRealtimeStatus } from './use-realtime-status';
export { useEcho } from './use-echo';
export { getEcho, onReconnected, subscribeEcho } from './session-store';
export { listenForEvent } from './listen';
export {
  RealtimeEvent,
  RealtimeChannel,
  PusherChannelName,
  type RealtimeEventName,
  type RealtimeEventPayloads,
} from './events';
