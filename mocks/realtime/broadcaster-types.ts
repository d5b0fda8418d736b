/**
 * The fake Reverb's interfaces: the transport a connection comes through, the engine's options
 * and what it offers its callers (the engine itself is ./broadcaster.ts).
 */
import type { PresenceData } from './channel-registry';
import type { Faults } from './faults';
import type { FrameLog } from './frame-log';
import type { ResolvedLimits, ReverbLimits } from './limits';
import type { ChannelAuth } from './signature';
import type { EventSchemas } from '@/lib/realtime/event-schemas';

/** One WebSocket, whatever carries it. */
export interface RealtimeConnection {
  send(text: string): void;
  /** Without a code: end the socket without a close frame (the client sees 1006), as Reverb refuses unknown apps. */
  close(code?: number, reason?: string): void;
  onMessage(listener: (text: string) => void): void;
  onClose(listener: (code?: number, reason?: string) => void): void;
  /**
   * A transport that enforces `maxMessageSize` itself, before buffering a frame (the `ws` endpoint),
   * reports each refusal here; the broadcaster then closes and forgets the socket as for its own.
   */
  onOversized?(listener: () => void): void;
  /** A WebSocket ping or pong control frame arrived (a transport that sees them: the `ws` endpoint). */
  onControl?(listener: () => void): void;
  /** Sends a WebSocket ping control frame (Reverb pings that way a client that used control frames). */
  ping?(): void;
  /**
   * The handshake's `Origin` header (the page's origin in the browser); undefined when the client
   * sent none. Only read when the origin allow-list is on (`limits.allowedOrigins`).
   */
  readonly origin?: string;
}

export interface BroadcasterOptions {
  appKey: string;
  appSecret: string;
  /** Seconds, sent in the handshake (Reverb's default: 30). pusher-js pings after min(this, its activityTimeout). */
  activityTimeout?: number;
  /**
   * Reverb's `ping_interval` in seconds (default 60): a subscribed connection silent that long is
   * pinged at the next 60-second round, and cut off with error 4201 at the round after if it
   * stayed silent (./activity.ts).
   */
  pingInterval?: number;
  /** Reverb's `accept_client_events_from` (default 'members'). */
  acceptClientEventsFrom?: 'members' | 'all' | 'none';
  /** Seed of the socket ids (deterministic per broadcaster). */
  seed?: number | string;
  frameLogCapacity?: number;
  /**
   * Reverb's `max_message_size` (REVERB_APP_MAX_MESSAGE_SIZE, 10,000 bytes by default): a client
   * message over it closes the connection with 1009 "Maximum message size exceeded", as Reverb's
   * WebSocket layer (Ratchet's MessageBuffer) does, without reading it.
   */
  maxMessageSize?: number;
  /**
   * Reverb's opt-in limits (rate limit, origin allow-list, connection quota), all off by default
   * as in Reverb's config/reverb.php (./limits.ts).
   */
  limits?: ReverbLimits;
  /** Schemas checked by publish(); defaults to the contract's event schemas. Pass {} to skip checks. */
  schemas?: EventSchemas;
  now?: () => number;
}

export interface ConnectionInfo {
  socketId: string;
  channels: string[];
}

export interface ChannelInfo {
  name: string;
  subscribers: string[];
  /** Presence channels: the `subscription_succeeded` data a newcomer would get now. */
  presence?: PresenceData['presence'];
}

export interface PublishOptions {
  /** Laravel's `->toOthers()` (the X-Socket-ID of the request): that socket gets nothing. */
  exceptSocketId?: string;
}

export interface Broadcaster {
  readonly appKey: string;
  /** The Reverb release whose behaviour this engine follows (./reverb-version.ts). */
  readonly reverbVersion: string;
  /** The limits in force, defaults filled in (off unless the options turned them on). */
  readonly limits: ResolvedLimits;
  /** Starts the handshake. With `appKey` (from the URL) an unknown key gets error 4001 and is cut off; returns the socket id or null. */
  accept(connection: RealtimeConnection, appKey?: string): string | null;
  /** Sends an application event to the channel(s) as Laravel does through Reverb; returns how many sockets got it. */
  publish(
    channel: string | string[],
    event: string,
    payload: unknown,
    options?: PublishOptions,
  ): number;
  /** What `POST /broadcasting/auth` answers (presence: pass the member as object or exact JSON string). */
  signChannel(
    socketId: string,
    channelName: string,
    channelData?: string | Record<string, unknown>,
  ): ChannelAuth;
  registerSchemas(schemas: EventSchemas): void;
  readonly faults: Faults;
  readonly frames: FrameLog;
  readonly connections: ConnectionInfo[];
  readonly maxMessageSize: number;
  /** Client messages refused for their size since the start (each closed its connection). */
  readonly refusedMessages: number;
  /** Client messages refused by the rate limit since the start (error 4301). */
  readonly rateLimitedMessages: number;
  channel(name: string): ChannelInfo | undefined;
  /** Drops every connection (4100: clients come back after 1 s), forgets channels, faults and frames. */
  reset(): void;
}
