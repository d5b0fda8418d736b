/**
 * What one running mock backend holds (its database, sessions, fault settings and real-time
 * broadcaster), as the HTTP rules and the handlers read it. mocks/state.ts builds one.
 */
import type { Db } from '../db';
import type { MockBroadcaster } from '../realtime-wiring';
import type { Faults, FaultSettings } from './faults';
import type { Session, SessionStore } from './session';
import type { ReverbLimits } from '../realtime/limits';

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
  /** Sessions kept at most (mocks/laravel/session.ts: MAX_SESSIONS by default). */
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
