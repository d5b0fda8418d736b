import { delay, HttpResponse } from 'msw';

/**
 * Run-time fault injection for the HTTP side: latency, a forced status for one operation, a random
 * failure rate and an offline switch. Reachable from the dev panel (browser) and from tests.
 */
export interface FaultSettings {
  /** Milliseconds added to every response: a number, or [min, max] for jitter. */
  latency: number | [number, number];
  /** Fraction (0..1) of calls that fail with 500. */
  failureRate: number;
  /** Every call fails as a network error. */
  offline: boolean;
}

export interface ForcedStatus {
  status: number;
  message?: string;
  /** How many calls it applies to; undefined means until cleared. */
  times?: number;
}

/**
 * A test's hold on an operation's responses: each is worked out when its request arrives (the
 * data as the server had it then) and handed back only when the test releases the gate. A slow
 * network without sleeps: a journey types while the data is on its way, then lets it land.
 */
interface Gate {
  waiting: Array<() => void>;
  /** Responses held so far (released ones included): the test waits for the request it expects. */
  arrived: number;
}

export class Faults {
  settings: FaultSettings;
  readonly forced = new Map<string, ForcedStatus>();
  readonly #gates = new Map<string, Gate>();
  readonly #random: () => number;
  onChange: (() => void) | null = null;

  constructor(defaults: Partial<FaultSettings> = {}, random: () => number = Math.random) {
    this.settings = { latency: 0, failureRate: 0, offline: false, ...defaults };
    this.#random = random;
  }

  set(patch: Partial<FaultSettings>): void {
    this.settings = { ...this.settings, ...patch };
    this.onChange?.();
  }

  force(operationId: string, forced: ForcedStatus): void {
    this.forced.set(operationId, forced);
    this.onChange?.();
  }

  clear(): void {
    this.forced.clear();
    this.settings = { ...this.settings, failureRate: 0, offline: false };
    this.onChange?.();
  }

  /** Holds the operation's responses from now on, until `release` (not stored, not shared with other tabs). */
  hold(operationId: string): void {
    if (!this.#gates.has(operationId)) this.#gates.set(operationId, { waiting: [], arrived: 0 });
  }

  /** Hands back every held response of the operation, and holds no more. */
  release(operationId: string): void {
    const gate = this.#gates.get(operationId);
    this.#gates.delete(operationId);
    gate?.waiting.forEach((go) => go());
  }

  /** How many responses of the operation the gate has held since `hold`, or null when not held. */
  held(operationId: string): number | null {
    return this.#gates.get(operationId)?.arrived ?? null;
  }

  /** The response, once the operation's gate (if any) is released. */
  async gate<T>(operationId: string, response: T): Promise<T> {
    const gate = this.#gates.get(operationId);
    if (!gate) return response;
    gate.arrived++;
    await new Promise<void>((go) => gate.waiting.push(go));
    return response;
  }

  /** A response that replaces the real one, or null to go on. Applies latency either way. */
  async apply(operationId: string): Promise<Response | null> {
    const { latency, offline, failureRate } = this.settings;
    const ms = Array.isArray(latency)
      ? latency[0] + this.#random() * (latency[1] - latency[0])
      : latency;
    if (ms > 0) await delay(ms);
    if (offline) return HttpResponse.error();
    const forced = this.forced.get(operationId);
    if (forced) {
      if (forced.times !== undefined && --forced.times <= 0) this.forced.delete(operationId);
      return HttpResponse.json(
        { message: forced.message ?? defaultMessage(forced.status) },
        { status: forced.status },
      );
    }
    if (failureRate > 0 && this.#random() < failureRate) {
      return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
    }
    return null;
  }
}

function defaultMessage(status: number): string {
  const messages: Record<number, string> = {
    401: 'Unauthenticated.',
    403: 'This action is unauthorized.',
    404: 'Not found.',
    419: 'CSRF token mismatch.',
    422: 'The given data was invalid.',
    429: 'Too Many Attempts.',
    503: 'Service Unavailable',
  };
  return messages[status] ?? 'Server Error';
}
