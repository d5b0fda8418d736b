/**
 * Pusher protocol 7 frames, serialized exactly as Laravel Reverb serializes them
 * (src/Protocols/Pusher/EventHandler.php, Channel.php, ClientEvent.php, Exceptions/*), key order
 * included, so frame-log assertions describe what a real Reverb would have sent.
 */

/** `pusher:error` codes Reverb sends, with its messages. */
export const PusherError = {
  applicationDoesNotExist: { code: 4001, message: 'Application does not exist' },
  overConnectionQuota: { code: 4004, message: 'Application is over connection quota' },
  unauthorized: { code: 4009, message: 'Connection is unauthorized' },
  originNotAllowed: { code: 4009, message: 'Origin not allowed' },
  notAMember: { code: 4009, message: 'The client is not a member of the specified channel.' },
  invalidMessage: { code: 4200, message: 'Invalid message format' },
  pongNotReceived: { code: 4201, message: 'Pong reply not received in time' },
  clientEventsDisabled: { code: 4301, message: 'The app does not have client messaging enabled.' },
  rateLimitExceeded: { code: 4301, message: 'Rate limit exceeded' },
} as const;

export type PusherErrorBody = { code: number; message: string };

/**
 * Close codes as pusher-js 8 acts on them: 4000 switch to TLS, 4001-4099 refused (no retry),
 * 4100-4199 retry after 1 s, 4200-4299 retry at once. Injected drops use 41xx: a 42xx close
 * before the handshake makes pusher-js reconnect in a tight loop.
 */
export const CloseCode = {
  reconnectAfterBackoff: 4100,
  reconnectNow: 4200,
  /** Not sent on the wire: the socket ends without a close frame (what Reverb does to an unknown app key). */
  abnormal: 1006,
} as const;

/** The decoded form of a frame, for the frame log and for tests. */
export interface PusherFrame {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string | number;
}

/** PHP's empty(): null, false, 0, `''`, `'0'` and an empty array (Reverb reads a `pusher:` event's `data` as `empty($data) ? [] : $data`). */
export function phpEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0) return true;
  if (value === '' || value === '0') return true;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** A string PHP finds true (Reverb tests `if ($data)`, and array_filter drops the others). */
export function phpTruthy(value: string | null | undefined): value is string {
  return typeof value === 'string' && !phpEmpty(value);
}

/**
 * `pusher:*` responses (EventHandler::formatPayload): `data` JSON-encoded inside the frame, and
 * `data` and `channel` left out when empty, as PHP's array_filter leaves them out.
 */
export function pusherFrame(
  event: string,
  data?: Record<string, unknown>,
  channel?: string,
): string {
  const frame: Record<string, unknown> = { event: `pusher:${event}` };
  if (data && Object.keys(data).length > 0) frame.data = JSON.stringify(data);
  if (phpTruthy(channel)) frame.channel = channel;
  return JSON.stringify(frame);
}

/** `pusher_internal:*` frames (formatInternalPayload): `data` is always present, `{}` at least; `channel` as above. */
export function internalFrame(
  event: string,
  data: Record<string, unknown> | unknown[],
  channel: string,
): string {
  const frame: Record<string, unknown> = {
    event: `pusher_internal:${event}`,
    data: JSON.stringify(data),
  };
  if (phpTruthy(channel)) frame.channel = channel;
  return JSON.stringify(frame);
}

export function errorFrame(error: PusherErrorBody): string {
  return JSON.stringify({
    event: 'pusher:error',
    data: JSON.stringify({ code: error.code, message: error.message }),
  });
}

/**
 * `pusher:subscription_error` on a channel, as pusher-js emits it after a refused authorization
 * (Echo's `.error()` hears it); Reverb itself never sends it, the fault injection does.
 */
export function subscriptionErrorFrame(channel: string, error: string): string {
  return JSON.stringify({
    event: 'pusher:subscription_error',
    channel,
    data: JSON.stringify({ type: 'AuthError', error, status: 403 }),
  });
}

/** An application event as Laravel publishes it through Reverb's HTTP API. */
export function serverEventFrame(event: string, payload: unknown, channel: string): string {
  return JSON.stringify({ event, data: JSON.stringify(payload), channel });
}

/**
 * A relayed client event: Reverb re-encodes the decoded frame, so `data` stays an object (not a
 * string), and in `members` mode it adds the sender's presence `user_id`.
 */
export function clientEventFrame(
  event: string,
  channel: string,
  data: unknown,
  userId?: string | number,
): string {
  const frame: Record<string, unknown> = { event, channel, data: data ?? null };
  if (userId !== undefined && userId !== null && userId !== '') frame.user_id = userId;
  return JSON.stringify(frame);
}

/** Like pusher-js's Protocol.decodeMessage: `data` is parsed when it holds JSON. */
export function decodeFrame(raw: string): PusherFrame | null {
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const frame = parsed as Record<string, unknown>;
    let data = frame.data;
    if (typeof data === 'string') data = parseJsonOr(data, data);
    const decoded: PusherFrame = { event: typeof frame.event === 'string' ? frame.event : '' };
    if (typeof frame.channel === 'string') decoded.channel = frame.channel;
    if (data !== undefined) decoded.data = data;
    if (typeof frame.user_id === 'string' || typeof frame.user_id === 'number')
      decoded.user_id = frame.user_id;
    return decoded;
  } catch {
    return null;
  }
}

export function parseJsonOr<T>(text: string, fallback: T): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fallback;
  }
}

export function isPrivateChannel(name: string): boolean {
  // Reverb's ChannelBroker tests the bare prefixes: "private..." and "presence..." (no dash).
  return name.startsWith('private') || isPresenceChannel(name);
}

export function isPresenceChannel(name: string): boolean {
  return name.startsWith('presence');
}

/**
 * Cache channels (ChannelBroker: `private-cache-…`, `presence-cache-…`, and any name starting with
 * `cache`): a newcomer gets the channel's last event right after subscribing, or `pusher:cache_miss`.
 */
export function isCacheChannel(name: string): boolean {
  return (
    name.startsWith('private-cache-') ||
    name.startsWith('presence-cache-') ||
    name.startsWith('cache')
  );
}

/** A Pusher error the sender gets (Reverb's PusherException); anything else thrown becomes 4200. */
export class PusherProtocolError extends Error {
  constructor(readonly body: PusherErrorBody) {
    super(body.message);
  }
}
