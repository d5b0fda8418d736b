/**
 * A fake Laravel Reverb: the Pusher protocol 7 server engine, independent of any transport.
 * msw's WebSocket interception (msw-link.ts) and a real `ws` endpoint (node-server.ts) both feed
 * it connections, so the browser, vitest and `npm run mock:server` share one behaviour, which
 * follows Reverb 1.10's source (laravel/reverb src/Protocols/Pusher, ./reverb-version.ts) frame
 * for frame. Its types are in ./broadcaster-types.ts, its limits in ./limits.ts, the client
 * events it relays in ./client-events.ts, its subscribing and unsubscribing in ./subscriptions.ts.
 */
import { createActivitySweeper, type Activity } from './activity';
import { ChannelRegistry } from './channel-registry';
import { relayClientEvent } from './client-events';
import { createFaults } from './faults';
import { createFrameLog, type FrameRecorder } from './frame-log';
import { createRng } from '../db/rng';
import {
  CloseCode,
  errorFrame,
  isCacheChannel,
  isPresenceChannel,
  parseJsonOr,
  phpEmpty,
  pusherFrame,
  PusherError,
  PusherProtocolError,
  serverEventFrame,
  type PusherErrorBody,
} from './protocol';
import {
  type Broadcaster,
  type BroadcasterOptions,
  type ChannelInfo,
  type RealtimeConnection,
} from './broadcaster-types';
import {
  createRateLimiter,
  MESSAGE_TOO_BIG,
  originAllowed,
  overLimit,
  resolveLimits,
  REVERB_MAX_MESSAGE_SIZE,
} from './limits';
import { assertPayloadMatchesContract } from './event-contract';
import { filled, phpString } from './php-values';
import { REVERB_VERSION } from './reverb-version';
import { signChannel } from './signature';
import { createSubscriptions } from './subscriptions';
import { realtimeEventSchemas, type EventSchemas } from '@/lib/realtime/event-schemas';

// Callers import the engine's types and constants from here, as before they had files of their own.
export type * from './broadcaster-types';
export { RealtimeContractError } from './event-contract';
export { MESSAGE_TOO_BIG, REVERB_MAX_MESSAGE_SIZE } from './limits';

interface Socket {
  id: string;
  transport: RealtimeConnection;
  open: boolean;
  timers: Set<ReturnType<typeof setTimeout>>;
  activity: Activity;
  /** The client sent WebSocket control frames: Reverb then pings it with one (Connection::usesControlFrames). */
  usesControlFrames: boolean;
}

export function createBroadcaster(options: BroadcasterOptions): Broadcaster {
  const {
    appKey,
    appSecret,
    activityTimeout = 30,
    acceptClientEventsFrom = 'members',
    pingInterval = 60,
  } = options;
  const maxMessageSize = options.maxMessageSize ?? REVERB_MAX_MESSAGE_SIZE;
  let refusedMessages = 0;
  let rateLimitedMessages = 0;
  const limits = resolveLimits(options.limits);
  if (!(activityTimeout > 0))
    throw new Error('activityTimeout must be positive: pusher-js rejects a handshake without one');
  const now = options.now ?? Date.now;
  const rng = createRng(options.seed ?? `reverb:${appKey}`);
  const sockets = new Map<string, Socket>();
  const channels = new ChannelRegistry();
  const frames: FrameRecorder = createFrameLog(options.frameLogCapacity, now);
  const rateLimiter = limits.rateLimiting && createRateLimiter(limits.rateLimiting, now);
  const clientEvents = {
    acceptFrom: acceptClientEventsFrom,
    subscription: (channel: string, socketId: string) => channels.find(channel, socketId),
    broadcast: (channel: string, raw: string, exceptSocketId: string) =>
      void broadcast(channel, raw, exceptSocketId),
  };
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
      cutOff(socket, PusherError.pongNotReceived.message);
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

  const { subscribe, unsubscribe } = createSubscriptions<Socket>({
    appSecret,
    channels,
    faults,
    activity,
    send,
    broadcast,
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
  function broadcast(
    channel: string,
    raw: string,
    exceptSocketId?: string,
    internal = false,
  ): number {
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

  /**
   * Server::ensureWithinRateLimit refused the message: 4301, or with `terminate_on_limit` the socket
   * is cut first (no close frame), so the error written after it never arrives.
   */
  function refuseOverRate(socket: Socket): void {
    rateLimitedMessages++;
    if (limits.rateLimiting!.terminateOnLimit)
      cutOff(socket, PusherError.rateLimitExceeded.message);
    else send(socket, errorFrame(PusherError.rateLimitExceeded));
  }

  /**
   * Server::open's checks before the handshake: the connection quota counts the connections
   * subscribed to a channel (the channel manager's), then the Origin's host is matched.
   */
  function refusalOnOpen(transport: RealtimeConnection): PusherErrorBody | null {
    if (limits.maxConnections !== null && channels.socketIds().length >= limits.maxConnections)
      return PusherError.overConnectionQuota;
    if (!originAllowed(limits.allowedOrigins, transport.origin))
      return PusherError.originNotAllowed;
    return null;
  }

  /** Server::message, then EventHandler::handle for `pusher:` events and ClientEvent::handle for the rest. */
  function receive(socket: Socket, raw: string): void {
    if (!socket.open) return;
    if (overLimit(raw, maxMessageSize)) return refuseOversized(socket);
    frames.recordFrame(socket.id, 'in', raw);
    activity.touch(socket);
    if (rateLimiter && !rateLimiter.attempt(socket.id)) return refuseOverRate(socket);
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object');
      const frame = parsed as Record<string, unknown>;
      const event = frame.event;
      if (!filled(event)) throw new Error('event is required');
      // Reverb decodes `data` when it is a JSON string; pusher-js sends an object anyway.
      const data =
        typeof frame.data === 'string' ? parseJsonOr(frame.data, frame.data) : frame.data;
      if (!event.startsWith('pusher:'))
        return relayClientEvent(clientEvents, socket.id, frame, event, data);
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
    send(
      socket,
      pusherFrame('connection_established', {
        socket_id: socket.id,
        activity_timeout: activityTimeout,
      }),
    );
  }

  /** Unsubscribes from everything (telling presence channels) and forgets the socket. */
  function forget(socket: Socket): void {
    socket.open = false;
    for (const timer of socket.timers) clearTimeout(timer);
    socket.timers.clear();
    sockets.delete(socket.id);
    rateLimiter?.forget(socket.id);
    for (const channel of channels.names()) {
      if (channels.find(channel, socket.id)) unsubscribe(socket, channel);
    }
  }

  /** Connection::terminate(): the socket ends without a close frame (the client sees 1006). */
  function cutOff(socket: Socket, reason: string): void {
    frames.recordClose(socket.id, CloseCode.abnormal, reason, 'server');
    forget(socket);
    socket.transport.close();
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
    reverbVersion: REVERB_VERSION,
    limits,
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
      // A refused newcomer stays connected without a handshake (Reverb only sends the error).
      const refusal = refusalOnOpen(transport);
      if (refusal) {
        send(socket, errorFrame(refusal));
        return null;
      }
      acknowledge(socket);
      return socket.id;
    },
    publish(channel, event, payload, publishOptions = {}) {
      assertPayloadMatchesContract(schemas, event, payload);
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
    get rateLimitedMessages() {
      return rateLimitedMessages;
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
