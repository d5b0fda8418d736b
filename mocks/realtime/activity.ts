/**
 * Reverb's ping and prune jobs (src/Jobs/PingInactiveConnections.php, PruneStaleConnections.php,
 * run every 60 s by its server loop): a subscribed connection silent for `ping_interval` seconds
 * is pinged; one still silent at the next round, after that ping, gets error 4201 and is cut off.
 * Any message from the client (or a WebSocket ping or pong frame) counts as a sign of life.
 */

/** Reverb's loop runs both jobs on a fixed 60-second timer, whatever `ping_interval` is. */
export const SWEEP_EVERY_MS = 60_000;

export interface Activity {
  lastSeenAt: number;
  pinged: boolean;
}

export interface ActivitySweeperOptions<S> {
  /** Reverb's `ping_interval` (REVERB_APP_PING_INTERVAL, 60 s by default), in milliseconds. */
  pingIntervalMs: number;
  now: () => number;
  activity: (socket: S) => Activity;
  /** The connections Reverb's channel manager holds: those subscribed to at least one channel. */
  subscribed: () => S[];
  ping: (socket: S) => void;
  prune: (socket: S) => void;
}

export interface ActivitySweeper<S> {
  /** Connection::touch(): seen now, and any ping answered. */
  touch(socket: S): void;
  /** Runs the rounds while some connection is subscribed (started by each subscription). */
  watch(): void;
  stop(): void;
}

export function createActivitySweeper<S>(options: ActivitySweeperOptions<S>): ActivitySweeper<S> {
  const { pingIntervalMs, now, activity } = options;
  let timer: ReturnType<typeof setInterval> | null = null;
  const isActive = (socket: S) => now() < activity(socket).lastSeenAt + pingIntervalMs;

  function sweep(): void {
    // Pruning first, as Reverb's loop does: a connection pinged in this round has a round to answer.
    for (const socket of options.subscribed()) {
      if (!isActive(socket) && activity(socket).pinged) options.prune(socket);
    }
    for (const socket of options.subscribed()) {
      if (isActive(socket)) continue;
      options.ping(socket);
      activity(socket).pinged = true;
    }
    if (options.subscribed().length === 0) stop();
  }

  function stop(): void {
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  return {
    touch(socket) {
      const state = activity(socket);
      state.lastSeenAt = now();
      state.pinged = false;
    },
    watch() {
      if (timer !== null) return;
      timer = setInterval(sweep, SWEEP_EVERY_MS);
      // In Node, the rounds alone do not keep a process (a test run, a script) alive.
      (timer as { unref?: () => void }).unref?.();
    },
    stop,
  };
}
