/**
 * A fake Laravel Reverb: the Pusher protocol 7 server engine, independent of any transport.
 * msw's WebSocket interception (msw-link.ts) and a real `ws` endpoint (node-server.ts) both feed
 * it connections, so the browser, vitest and `npm run mock:server` share one behaviour, which
 * follows Reverb's source (laravel/reverb src/Protocols/Pusher) frame for frame.
 */
import { createActivitySweeper, type Activity } from './activity';
import { ChannelRegistry, type PresenceData, type SubscriptionData } from './channel-registry';
import { createFaults, type Faults } from './faults';
import { createFrameLog, type FrameLog, type FrameRecorder } from './frame-log';
import { createRng } from '../db/rng';
import {
  clientEventFrame,
  CloseCode,
  errorFrame,
  internalFrame,
  isCacheChannel,
  isPresenceChannel,
  isPrivateChannel,
  parseJsonOr,
  phpEmpty,
  phpTruthy,
  pusherFrame,
  PusherError,
  type PusherErrorBody,
  serverEventFrame,
} from './protocol';
import { signChannel, verifyChannelAuth, type ChannelAuth } from './signature';
import { realtimeEventSchemas, type EventSchemas } from '@/lib/realtime/event-schemas';

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
  channel(name: string): ChannelInfo | undefined;
  /** Drops every connection (4100: clients come back after 1 s), forgets channels, faults and frames. */
  reset(): void;
}

export class RealtimeContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RealtimeContractError';
  }
}

/** A Pusher error the sender gets (Reverb's PusherException); anything else thrown becomes 4200. */
class PusherProtocolError extends Error {
  constructor(readonly body: PusherErrorBody) {
    super(body.message);
  }
}

interface Socket {
  id: string;
  transport: RealtimeConnection;
  open: boolean;
  timers: Set<ReturnType<typeof setTimeout>>;
  activity: Activity;
  /** The client sent WebSocket control frames: Reverb then pings it with one (Connection::usesControlFrames). */
  usesControlFrames: boolean;
}

/**
 * A value handed to one of Reverb's `string` parameters. Its files use PHP's coercive typing: a
 * number or boolean becomes a string; null (unless the parameter allows it), an array or an object
 * is a TypeError, which Reverb answers with 4200.
 */
function phpString(value: unknown, nullable: boolean): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '';
  if (nullable && (value === undefined || value === null)) return null;
  throw new Error('not a string');
}

/** Laravel's `required` on a string: not only what PHP's trim() removes. */
function filled(value: unknown): value is string {
  return typeof value === 'string' && !/^[ \t\n\r\0\v]*$/.test(value);
}

/** Reverb's default `max_message_size` (config/reverb.php), in bytes. */
export const REVERB_MAX_MESSAGE_SIZE = 10_000;
/** What Reverb's WebSocket layer closes an oversized message's connection with. */
export const MESSAGE_TOO_BIG = { code: 1009, reason: 'Maximum message size exceeded' } as const;

const encoder = new TextEncoder();
/** UTF-8 length, without encoding text that cannot be over the limit either way. */
function overLimit(text: string, limit: number): boolean {
  if (text.length > limit) return true;
  if (text.length * 3 <= limit) return false;
  return encoder.encode(text).length > limit;
}

export function createBroadcaster(options: BroadcasterOptions): Broadcaster {
  const { appKey, appSecret, activityTimeout = 30, acceptClientEventsFrom = 'members', pingInterval = 60 } = options;
  const maxMessageSize = options.maxMessageSize ?? REVERB_MAX_MESSAGE_SIZE;
  let refusedMessages = 0;
  if (!(activityTimeout > 0))
    throw new Error('activityTimeout must be positive: pusher-js rejects a handshake without one');
  const now = options.now ?? Date.now;
  const rng = createRng(options.seed ?? `reverb:${appKey}`);
  const sockets = new Map<string, Socket>();
  const channels = new ChannelRegistry();
  const frames: FrameRecorder = createFrameLog(options.frameLogCapacity, now);
  let schemas: EventSchemas = { ...(options.schemas ?? realtimeEventSchemas) };

  const activity = createActivitySweeper<Socket>({
    pingIntervalMs: pingInterval * 1000,
    now,
    activity: (socket) => socket.activity,
    subscribed: () => channels.socketIds().flatMap((id) => sockets.get(id) ?? []),
    ping(socket) {
      if (socket.usesControlFrames && socket.transport.ping) socket.transport.ping();
      else send(socket, pusherFrame('ping'));
    },
    prune(socket) {
      if (!socket.open) return;
      send(socket, errorFrame(PusherError.pongNotReceived));
      frames.recordClose(socket.id, CloseCode.abnormal, PusherError.pongNotReceived.message, 'server');
      forget(socket);
      socket.transport.close();
    },
  });

  const faults = createFaults({
    drop: (socketId, code, reason) => {
      const socket = sockets.get(socketId);
      if (!socket) return false;
      closeByServer(socket, code, reason);
      return true;
    },
    socketIds: () => [...sockets.keys()],
  });

  function newSocketId(): string {
    // Reverb: sprintf('%d.%d', random_int(1, 1e9), random_int(1, 1e9)).
    for (;;) {
      const id = `${rng.int(1, 1_000_000_000)}.${rng.int(1, 1_000_000_000)}`;
      if (!sockets.has(id)) return id;
    }
  }

  function send(socket: Socket, raw: string): void {
    if (!socket.open) return;
    frames.recordFrame(socket.id, 'out', raw);
    socket.transport.send(raw);
  }

  /**
   * Channel::broadcast. A cache channel keeps what it sends this way (CacheChannel::broadcast) but
   * not what goes out `internal`ly (broadcastInternally: member_added).
   */
  function broadcast(channel: string, raw: string, exceptSocketId?: string, internal = false): number {
    if (!internal && isCacheChannel(channel)) channels.cache(channel, raw);
    let count = 0;
    for (const socketId of channels.subscribers(channel)) {
      const socket = sockets.get(socketId);
      if (!socket || socketId === exceptSocketId) continue;
      send(socket, raw);
      count++;
    }
    return count;
  }

  /** EventHandler::subscribe, then the channel's own subscribe (Channel, PrivateChannel, PresenceChannel). */
  function subscribe(socket: Socket, channel: string, auth: string | null, channelData: string | null): void {
    // Its validator: `channel_data` must be JSON, a blank string skipping the rule.
    if (filled(channelData) && parseJsonOr(channelData, undefined) === undefined) {
      throw new Error('channel_data must be JSON');
    }
    const refusal = faults.refusalFor(channel);
    if (refusal?.mode === 'error') throw new PusherProtocolError(PusherError.unauthorized);
    if (refusal) {
      const error = {
        type: 'AuthError',
        error: `Subscription to ${channel} refused (fault injection)`,
        status: 403,
      };
      send(
        socket,
        JSON.stringify({
          event: 'pusher:subscription_error',
          channel,
          data: JSON.stringify(error),
        }),
      );
      return;
    }
    if (isPrivateChannel(channel) && !verifyChannelAuth(appSecret, socket.id, channel, auth, channelData)) {
      throw new PusherProtocolError(PusherError.unauthorized);
    }
    // `$data ? json_decode($data, true, flags: JSON_THROW_ON_ERROR) : []`, stored as an array:
    // what decodes to no array is a TypeError (4200).
    const decoded: unknown = phpTruthy(channelData) ? JSON.parse(channelData) : {};
    if (typeof decoded !== 'object' || decoded === null) throw new Error('channel_data must be an array');
    const data = decoded as SubscriptionData;
    if (isPresenceChannel(channel)) {
      const alreadyPresent = channels.userIsSubscribed(channel, data.user_id);
      channels.add(channel, socket.id, data);
      // The others learn of the newcomer before the newcomer's own subscription_succeeded;
      // `(object) $userData`: a list's indexes become keys.
      if (!alreadyPresent)
        broadcast(channel, internalFrame('member_added', { ...data }, channel), socket.id, true);
      send(socket, internalFrame('subscription_succeeded', { ...channels.presenceData(channel) }, channel));
    } else {
      channels.add(channel, socket.id, data);
      send(socket, internalFrame('subscription_succeeded', {}, channel));
    }
    activity.watch();
    if (isCacheChannel(channel)) send(socket, channels.cachedEvent(channel) ?? pusherFrame('cache_miss', undefined, channel));
  }

  function unsubscribe(socket: Socket, channel: string): void {
    const subscription = channels.remove(channel, socket.id);
    if (!isPresenceChannel(channel) || !subscription) return;
    const userId = subscription.user_id;
    // member_removed only when the user's last connection has left. Sent through the channel's
    // broadcast, not broadcastInternally, so a presence cache channel keeps it as its last event.
    if (phpEmpty(userId) || channels.userIsSubscribed(channel, userId)) return;
    broadcast(channel, internalFrame('member_removed', { user_id: userId }, channel), socket.id);
  }

  /** ClientEvent::handle. */
  function clientEvent(socket: Socket, frame: Record<string, unknown>, event: string, data: unknown): void {
    // Its validator: channel required|string, data nullable|array (a blank string skips the rule).
    const channel = frame.channel;
    if (!filled(channel)) throw new Error('channel is required');
    const blank = data === undefined || data === null || (typeof data === 'string' && !filled(data));
    if (!blank && (typeof data !== 'object' || data === null)) throw new Error('data must be an array');
    if (!event.startsWith('client-')) return;
    if (acceptClientEventsFrom === 'none')
      throw new PusherProtocolError(PusherError.clientEventsDisabled);
    if (acceptClientEventsFrom === 'all') {
      broadcast(channel, JSON.stringify({ ...frame, data }), socket.id);
      return;
    }
    const subscription = channels.find(channel, socket.id);
    if (!subscription) throw new PusherProtocolError(PusherError.notAMember);
    // `if ($userId = …->data('user_id'))`: a user id PHP finds false is left out.
    const userId = subscription.user_id as string | number | undefined;
    broadcast(channel, clientEventFrame(event, channel, data, phpEmpty(userId) ? undefined : userId), socket.id);
  }

  function pong(socket: Socket): void {
    const fault = faults.state.pong;
    if (fault.mode === 'withhold') return;
    if (fault.mode === 'answer') return send(socket, pusherFrame('pong'));
    const timer = setTimeout(() => {
      socket.timers.delete(timer);
      send(socket, pusherFrame('pong'));
    }, fault.ms);
    socket.timers.add(timer);
  }

  /** An oversized message: the connection ends with 1009 and nothing of the message is kept. */
  function refuseOversized(socket: Socket): void {
    if (!socket.open) return;
    refusedMessages++;
    closeByServer(socket, MESSAGE_TOO_BIG.code, MESSAGE_TOO_BIG.reason);
  }

  /** Server::message, then EventHandler::handle for `pusher:` events and ClientEvent::handle for the rest. */
  function receive(socket: Socket, raw: string): void {
    if (!socket.open) return;
    if (overLimit(raw, maxMessageSize)) return refuseOversized(socket);
    frames.recordFrame(socket.id, 'in', raw);
    activity.touch(socket);
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object');
      const frame = parsed as Record<string, unknown>;
      const event = frame.event;
      if (!filled(event)) throw new Error('event is required');
      // Reverb decodes `data` when it is a JSON string; pusher-js sends an object anyway.
      const data = typeof frame.data === 'string' ? parseJsonOr(frame.data, frame.data) : frame.data;
      if (!event.startsWith('pusher:')) return clientEvent(socket, frame, event, data);
      // `handle(…, array $payload)`: data that is neither empty nor an array is a TypeError.
      const payload = phpEmpty(data) ? {} : data;
      if (typeof payload !== 'object' || payload === null) throw new Error('data must be an array');
      const fields = payload as Record<string, unknown>;
      switch (event.slice('pusher:'.length)) {
        case 'connection_established':
          return acknowledge(socket);
        case 'subscribe':
          return subscribe(
            socket,
            phpString(fields.channel, false)!,
            phpString(fields.auth, true),
            phpString(fields.channel_data, true),
          );
        case 'unsubscribe':
          return unsubscribe(socket, phpString(fields.channel, false)!);
        case 'ping':
          return pong(socket);
        case 'pong':
          return; // touched above
        default:
          throw new Error(`Unknown Pusher event: ${event}`);
      }
    } catch (error) {
      send(
        socket,
        errorFrame(error instanceof PusherProtocolError ? error.body : PusherError.invalidMessage),
      );
    }
  }

  /** EventHandler::acknowledge: the handshake, sent again when a client asks for it. */
  function acknowledge(socket: Socket): void {
    send(socket, pusherFrame('connection_established', { socket_id: socket.id, activity_timeout: activityTimeout }));
  }

  /** Unsubscribes from everything (telling presence channels) and forgets the socket. */
  function forget(socket: Socket): void {
    socket.open = false;
    for (const timer of socket.timers) clearTimeout(timer);
    socket.timers.clear();
    sockets.delete(socket.id);
    for (const channel of channels.names()) {
      if (channels.find(channel, socket.id)) unsubscribe(socket, channel);
    }
  }

  function closeByServer(socket: Socket, code: number, reason: string): void {
    if (!socket.open) return;
    frames.recordClose(socket.id, code, reason, 'server');
    forget(socket);
    socket.transport.close(code, reason);
  }

  function closedByClient(socket: Socket, code?: number, reason?: string): void {
    if (!socket.open) return;
    frames.recordClose(socket.id, code ?? 1005, reason ?? '', 'client');
    forget(socket);
  }

  return {
    appKey,
    accept(transport, requestedKey) {
      if (requestedKey !== undefined && requestedKey !== appKey) {
        const raw = errorFrame(PusherError.applicationDoesNotExist);
        frames.recordFrame('', 'out', raw);
        transport.send(raw);
        frames.recordClose('', CloseCode.abnormal, 'Application does not exist', 'server');
        transport.close();
        return null;
      }
      const socket: Socket = {
        id: newSocketId(),
        transport,
        open: true,
        timers: new Set(),
        activity: { lastSeenAt: now(), pinged: false },
        usesControlFrames: false,
      };
      sockets.set(socket.id, socket);
      transport.onMessage((text) => receive(socket, text));
      transport.onClose((code, reason) => closedByClient(socket, code, reason));
      transport.onOversized?.(() => refuseOversized(socket));
      transport.onControl?.(() => {
        socket.usesControlFrames = true;
        activity.touch(socket);
      });
      acknowledge(socket);
      return socket.id;
    },
    publish(channel, event, payload, publishOptions = {}) {
      const schema = schemas[event];
      if (schema) {
        const result = schema.safeParse(payload);
        if (!result.success) {
          throw new RealtimeContractError(
            `The mock published ${event} with a payload that breaks the contract: ${JSON.stringify(result.error, null, 2)}`,
          );
        }
      }
      const names = Array.isArray(channel) ? channel : [channel];
      return names.reduce(
        (count, name) =>
          count +
          broadcast(name, serverEventFrame(event, payload, name), publishOptions.exceptSocketId),
        0,
      );
    },
    signChannel: (socketId, channelName, channelData) =>
      signChannel(appKey, appSecret, socketId, channelName, channelData),
    registerSchemas(more) {
      schemas = { ...schemas, ...more };
    },
    faults,
    frames,
    maxMessageSize,
    get refusedMessages() {
      return refusedMessages;
    },
    get connections() {
      return [...sockets.keys()].map((socketId) => ({
        socketId,
        channels: channels.names().filter((name) => channels.find(name, socketId) !== undefined),
      }));
    },
    channel(name) {
      const subscribers = channels.subscribers(name);
      if (subscribers.length === 0) return undefined;
      const info: ChannelInfo = { name, subscribers };
      if (isPresenceChannel(name)) info.presence = channels.presenceData(name).presence;
      return info;
    },
    reset() {
      for (const socket of [...sockets.values()])
        closeByServer(socket, CloseCode.reconnectAfterBackoff, 'Broadcaster reset');
      channels.clear();
      activity.stop();
      faults.reset();
      frames.clear();
    },
  };
}
