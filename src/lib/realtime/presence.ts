/**
 * Where presence data enters the app. Laravel Echo hands `here()`, `joining()` and `leaving()` each
 * member's `user_info` from Reverb's presence frames as they came over the wire; the ids in them
 * may be integers or strings (pusher-php-server signs the `user_id` as a string, and a channel
 * callback may return its ids either way), so they are read here, once, as integers.
 */
import type { PresenceMember } from '@/generated/model';

/** An online member as the app holds it: `id` always an integer. */
export type OnlineMember = PresenceMember['user_info'];

/** A user id sent as an integer or as a string of digits; null when it is neither. */
export function presenceId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^[1-9][0-9]*$/.test(value)) {
    const id = Number(value);
    return Number.isSafeInteger(id) ? id : null;
  }
  return null;
}

/** One member's `user_info`; null when it names no user (it cannot then be told apart from the others). */
export function toOnlineMember(info: unknown): OnlineMember | null {
  if (typeof info !== 'object' || info === null) return null;
  const { id, name, avatar_url } = info as Record<string, unknown>;
  const userId = presenceId(id);
  if (userId === null) return null;
  return {
    id: userId,
    name: typeof name === 'string' ? name : '',
    avatar_url: typeof avatar_url === 'string' ? avatar_url : null,
  };
}

/** `here()`'s list: members that name no user are left out, and a user listed twice counts once. */
export function toOnlineMembers(infos: unknown): OnlineMember[] {
  if (!Array.isArray(infos)) return [];
  const byId = new Map<number, OnlineMember>();
  for (const info of infos) {
    const member = toOnlineMember(info);
    if (member && !byId.has(member.id)) byId.set(member.id, member);
  }
  return [...byId.values()];
}
