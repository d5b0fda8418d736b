/**
 * Channel authorization signatures, as Laravel's Pusher broadcaster makes them and as Reverb
 * checks them (InteractsWithPrivateChannels::verify).
 */
import { hmacSha256Hex } from './hmac-sha256';
import { phpTruthy } from './protocol';

export interface ChannelAuth {
  /** `<app key>:<hex HMAC-SHA256>` */
  auth: string;
  /** Presence channels: the exact JSON string that was signed. */
  channel_data?: string;
}

/**
 * The `channel_data` Laravel signs for a presence channel: PusherBroadcaster hands the user's id to
 * pusher-php-server's `authorizePresenceChannel(…, string $user_id, $user_info)`, so the id becomes
 * a string (`"user_id":"7"`) whatever its type in the app; `user_info` (what the channel callback
 * returned, typed as the callback typed it) is left out when PHP finds it false.
 */
export function laravelPresenceMember(
  userId: number | string,
  userInfo?: Record<string, unknown> | null,
): { user_id: string; user_info?: Record<string, unknown> } {
  const member: { user_id: string; user_info?: Record<string, unknown> } = {
    user_id: String(userId),
  };
  if (userInfo && Object.keys(userInfo).length > 0) member.user_info = userInfo;
  return member;
}

/** `channel_data` is signed only when PHP finds it true: not when empty, nor when it is `'0'`. */
export function signingString(socketId: string, channelName: string, channelData?: string): string {
  return phpTruthy(channelData)
    ? `${socketId}:${channelName}:${channelData}`
    : `${socketId}:${channelName}`;
}

/** What `POST /broadcasting/auth` answers. `channelData` objects are JSON-encoded once, then signed. */
export function signChannel(
  appKey: string,
  appSecret: string,
  socketId: string,
  channelName: string,
  channelData?: string | Record<string, unknown>,
): ChannelAuth {
  const data =
    typeof channelData === 'string' || channelData === undefined
      ? channelData
      : JSON.stringify(channelData);
  const signature = hmacSha256Hex(appSecret, signingString(socketId, channelName, data));
  return data === undefined
    ? { auth: `${appKey}:${signature}` }
    : { auth: `${appKey}:${signature}`, channel_data: data };
}

/**
 * Reverb compares only what follows the first `:` of `auth` with the expected HMAC (the key part
 * is not checked), and signs `channel_data` only when PHP finds it true.
 */
export function verifyChannelAuth(
  appSecret: string,
  socketId: string,
  channelName: string,
  auth: string | null | undefined,
  channelData: string | null | undefined,
): boolean {
  const given = auth ?? '';
  const colon = given.indexOf(':');
  const signature = colon === -1 ? given : given.slice(colon + 1);
  const expected = hmacSha256Hex(
    appSecret,
    signingString(socketId, channelName, channelData ?? undefined),
  );
  return constantTimeEqual(expected, signature);
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
