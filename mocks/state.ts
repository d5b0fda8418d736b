/**
 * One running mock backend: its database, sessions, fault settings and real-time broadcaster.
 * The browser, vitest and the Node server each create one and build their handlers from it.
 */
import { Faults, type FaultSettings } from './control/faults';
import { createDb, type Db } from './db';
import { seed } from './db/seed';
import { SessionStore, type Session } from './http/session';
import type { ReverbLimits } from './realtime/limits';
import { createMockBroadcaster, type MockBroadcaster } from './realtime-wiring';

export interface MockOptions {
  /** The Node server sets HttpOnly on the session cookie; the browser mock cannot (msw writes cookies from script). */
  httpOnlySessionCookie: boolean;
  /** Default fault settings (a small realistic latency in the browser, none in tests). */
  faults: Partial<FaultSettings>;
  /** Milliseconds between streamed reply tokens (0 in tests). */
  replyPaceMs: number;
  /** The fake Reverb's opt-in limits (all off unless given, as in Reverb): mocks/realtime/limits.ts. */
  reverbLimits?: ReverbLimits;
  /** What "now" is; tests may pin it. */
  now: () => Date;
  /** Sessions kept at most (mocks/http/session.ts: MAX_SESSIONS by default). */
  maxSessions?: number;
  /**
   * Mixed mode (mocks/partial): every request is this session's and no response sets a cookie,
   * because the browser's session cookies belong to the real backend.
   */
  fixedSession?: () => Session;
}

export interface MockState {
  readonly options: MockOptions;
  db: Db;
  readonly sessions: SessionStore;
  readonly faults: Faults;
  readonly realtime: MockBroadcaster;
  now(): Date;
  /** Back to the seed: data, sessions and faults. */
  reset(): Promise<void>;
}

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
    sessions: new SessionStore({ now: () => options.now().getTime(), maxSessions: options.maxSessions }),
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
