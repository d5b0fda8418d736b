/** What the engine's tests share: a broadcaster on fake connections, and Laravel's presence members. */
import { createBroadcaster } from './broadcaster';
import { createFakeConnection, type FakeConnection } from './fake-connection';
import { laravelPresenceMember } from './signature';

export const KEY = 'app-key';
export const SECRET = 'app-secret';

export type Connected = { conn: FakeConnection; socketId: string };

export function setup(options: Partial<Parameters<typeof createBroadcaster>[0]> = {}) {
  const broadcaster = createBroadcaster({ appKey: KEY, appSecret: SECRET, seed: 1, ...options });
  const connect = (): Connected => {
    const conn = createFakeConnection();
    const socketId = broadcaster.accept(conn, KEY)!;
    return { conn, socketId };
  };
  return { broadcaster, connect };
}

/** A member as Laravel's `/broadcasting/auth` signs it: the user id a string, as pusher-php-server types it. */
export const member = (id: number, name: string) =>
  laravelPresenceMember(id, { id, name, avatar_url: null });
