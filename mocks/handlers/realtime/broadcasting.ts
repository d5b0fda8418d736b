/**
 * `POST /broadcasting/auth`: the channel rules of routes/channels.php (asyncapi.yaml), then the
 * Pusher signature from the mock's broadcaster, as Laravel's PusherBroadcaster makes it.
 */
import { defineOperation, type MockUser } from '../../laravel/define-operation';
import { forbidden } from '../../laravel/errors';
import { laravelPresenceMember } from '../../realtime/signature';
import type { Db } from '../../db';

/**
 * Broadcast::auth refuses with a bare AccessDeniedHttpException, whose message is empty: a channel
 * no rule matches, a rule that returns false and a model the channel names that does not exist
 * all answer 403 `{"message": ""}` (not the Gate's "This action is unauthorized.").
 */
const channelRefused = () => forbidden('');

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
        channelData: laravelPresenceMember(user.id, {
          id: user.id,
          name: user.name,
          avatar_url: user.avatar_url,
        }),
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
    if (!decision.allowed) throw channelRefused();
    return {
      body: state.realtime.signChannel(body.socket_id, body.channel_name, decision.channelData),
    };
  }),
];
