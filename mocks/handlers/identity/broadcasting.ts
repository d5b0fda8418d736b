/**
 * `POST /broadcasting/auth`: the channel rules of routes/channels.php (asyncapi.yaml), then the
 * Pusher signature from the mock's broadcaster.
 */
import { defineOperation, type MockUser } from '../../http/define-operation';
import { forbidden } from '../../http/errors';
import type { Db } from '../../db';

type Decision = { allowed: false } | { allowed: true; channelData?: Record<string, unknown> };

const RULES: Array<[RegExp, (db: Db, user: MockUser, id: number) => Decision]> = [
  [
    /^private-threads\.(\d+)$/,
    (db, user, id) => ({ allowed: db.threads.get(id)?.user_id === user.id }),
  ],
  [/^private-App\.Models\.User\.(\d+)$/, (_db, user, id) => ({ allowed: user.id === id })],
  [
    /^presence-councils\.(\d+)$/,
    (db, user, id) => {
      const member = db.memberships
        .by('user_id', user.id)
        .some((m) => m.council_id === id && m.status === 'active');
      if (!member) return { allowed: false };
      return {
        allowed: true,
        channelData: {
          user_id: user.id,
          user_info: { id: user.id, name: user.name, avatar_url: user.avatar_url },
        },
      };
    },
  ],
];

function decide(db: Db, user: MockUser, channel: string): Decision {
  for (const [pattern, rule] of RULES) {
    const match = pattern.exec(channel);
    if (match) return rule(db, user, Number(match[1]));
  }
  return { allowed: false };
}

export const broadcastingOperations = [
  defineOperation('authorizeBroadcasting', ({ body, user, db, state }) => {
    const decision = decide(db, user!, body.channel_name);
    if (!decision.allowed) throw forbidden();
    return {
      body: state.realtime.signChannel(body.socket_id, body.channel_name, decision.channelData),
    };
  }),
];
