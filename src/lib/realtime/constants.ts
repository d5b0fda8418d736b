/** Connection settings of the Echo client (docs/app-rules.md#constants). Times in milliseconds. */

/** Silence after which pusher-js pings (it uses the lower of this and the server's activity_timeout). */
export const ACTIVITY_TIMEOUT_MS = 120_000;
/** How long pusher-js waits for `pusher:pong` before it reconnects. */
export const PONG_TIMEOUT_MS = 30_000;
/** How long a connection attempt may take before the state becomes `unavailable`. */
export const UNAVAILABLE_TIMEOUT_MS = 10_000;
/** Laravel's channel authorization route. */
export const AUTH_ENDPOINT = '/broadcasting/auth';
/** WebSocket only: no HTTP fallbacks (sockjs, xhr streaming), which Reverb does not serve. */
export const ENABLED_TRANSPORTS: ('ws' | 'wss')[] = ['ws', 'wss'];
/** After a reconnect, how long onReconnected waits for the channels to be subscribed again. */
export const RESUBSCRIBE_WAIT_MS = 10_000;
/** Waits before starting an unreachable live connection again (the last one repeats). */
export const RETRY_DELAYS_MS: readonly number[] = [5_000, 15_000, 30_000, 60_000];
