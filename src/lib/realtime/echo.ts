/** The Laravel Echo client for Reverb, configured as docs/app-rules.md#constants and docs/realtime.md say. */
import Echo, { type EchoOptions } from 'laravel-echo';
import type Pusher from 'pusher-js';
import { createAuthorizer, authorizeVia, type AuthorizeChannel } from './authorizer';
import type { RealtimeConfig } from './config';
import {
  ACTIVITY_TIMEOUT_MS,
  ENABLED_TRANSPORTS,
  PONG_TIMEOUT_MS,
  UNAVAILABLE_TIMEOUT_MS,
} from './constants';

export type ReverbEcho = Echo<'reverb'>;

export interface CreateEchoOptions extends RealtimeConfig {
  /** The pusher-js class (Echo would otherwise look for window.Pusher). */
  Pusher: typeof Pusher;
  /** Replaces the `POST /broadcasting/auth` call (tests, other transports). */
  authorize?: AuthorizeChannel;
}

export function echoOptions(config: CreateEchoOptions): EchoOptions<'reverb'> {
  return {
    broadcaster: 'reverb',
    key: config.key,
    wsHost: config.host,
    wsPort: config.port,
    wssPort: config.port,
    forceTLS: config.forceTLS,
    enabledTransports: ENABLED_TRANSPORTS,
    enableStats: false,
    activityTimeout: ACTIVITY_TIMEOUT_MS,
    pongTimeout: PONG_TIMEOUT_MS,
    unavailableTimeout: UNAVAILABLE_TIMEOUT_MS,
    authEndpoint: config.authEndpoint,
    // Deliberately no `channelAuthorization`: when present pusher-js ignores `authorizer`.
    authorizer: createAuthorizer(config.authorize ?? authorizeVia(config.authEndpoint)),
    Pusher: config.Pusher,
  };
}

export function createEcho(config: CreateEchoOptions): ReverbEcho {
  return new Echo<'reverb'>(echoOptions(config));
}

/** The pusher-js client behind an Echo instance. */
export function pusherOf(echo: ReverbEcho): Pusher {
  return echo.connector.pusher;
}
