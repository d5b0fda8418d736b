/**
 * One running mock backend: its database, sessions, fault settings and real-time broadcaster.
 * The browser, vitest and the Node server each create one and build their handlers from it.
 */
import { createDb } from './db';
import { seed } from './db/seed';
import { Faults } from './laravel/faults';
import type { MockOptions, MockState } from './laravel/mock-state';
import { SessionStore } from './laravel/session';
import { createMockBroadcaster } from './realtime-wiring';

export async function createMockState(overrides: Partial<MockOptions> = {}): Promise<MockState> {
  const options: MockOptions = {
    httpOnlySessionCookie: false,
    faults: {},
    replyPaceMs: 0,
    now: () => new Date(),
    ...overrides,
  };
  const state: MockState = {
    options,
    db: createDb(),
    sessions: new SessionStore({
      now: () => options.now().getTime(),
      maxSessions: options.maxSessions,
    }),
    faults: new Faults(options.faults),
    realtime: createMockBroadcaster(options),
    now: options.now,
    async reset() {
      // A reply still streaming belongs to the old data: left running, it would keep its thread
      // id "busy" in the fresh seed ("Wait for the agent to finish replying.").
      state.realtime.cancelReplies();
      state.db = createDb();
      state.sessions.clear();
      state.faults.clear();
      await seed(state.db, { now: options.now() });
    },
  };
  await seed(state.db, { now: options.now() });
  return state;
}
