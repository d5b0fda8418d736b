/**
 * What the developer panel (and `window.__councilMock`) can do to the running mock. Built by the
 * browser runtime; the panel itself only reads and calls this.
 */
import type { Faults } from '../laravel/faults';
import type { ScenarioChoice } from '../control/scenarios';
import type { RequestLog } from '../partial/request-log';
import type { MockState } from '../laravel/mock-state';

export interface RealtimeControls {
  /** Drops every open WebSocket (pusher-js reconnects after a second); returns how many. */
  dropConnections(): number;
  /** Milliseconds per streamed chunk forced on every reply, or null for the normal pace. */
  streamPaceMs(): number | null;
  setStreamPaceMs(ms: number | null): void;
  repliesFail(): boolean;
  setRepliesFail(fail: boolean): void;
}

export interface OperationChoice {
  operationId: string;
  method: string;
  path: string;
  tag: string;
}

/** Mixed mode (VITE_MOCKS=partial): which operations the mock answers, and who answered what. */
export interface RoutingControls {
  /** The backend's API root. */
  readonly backend: string;
  readonly mocked: readonly string[];
  readonly log: RequestLog;
}

export interface MockControls {
  readonly state: MockState;
  readonly faults: Faults;
  readonly realtime: RealtimeControls | null;
  readonly operations: readonly OperationChoice[];
  /** The latency a reset of the faults goes back to. */
  readonly defaultLatency: Faults['settings']['latency'];
  scenarios(): ScenarioChoice[];
  /** The email of the user this tab's session is signed in as, or null. */
  currentUser(): string | null;
  /** Applies a scenario and reloads the page (unless `reload: false`). */
  scenario(name: string, options?: { reload?: boolean }): Promise<void>;
  /** Back to the seed, in every tab; reloads. */
  reset(): Promise<void>;
  /** Present in mixed mode only. */
  readonly routing?: RoutingControls;
  /** Called with no argument whenever faults or sessions change (from anywhere); returns an unsubscribe. */
  subscribe(listener: () => void): () => void;
}
