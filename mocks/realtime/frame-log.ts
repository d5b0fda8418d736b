/**
 * A bounded log of every frame the broadcaster received ('in') or sent ('out'), and of every
 * closed connection ('close'), for tests to assert exact frames and their order.
 */
import { decodeFrame } from './protocol';

export type FrameDirection = 'in' | 'out' | 'close';

export interface FrameLogEntry {
  /** Increases by one per entry, across clear(): orders entries of different sockets. */
  seq: number;
  /** Milliseconds (the broadcaster's clock). */
  at: number;
  /** '' for a connection refused before it got one (unknown app key). */
  socketId: string;
  direction: FrameDirection;
  /** The text on the wire; '' for 'close'. */
  raw: string;
  /** Parsed event name, null when the frame was not valid JSON or for 'close'. */
  event: string | null;
  channel: string | null;
  /** `data`, decoded once more when it was a JSON string (as pusher-js does). */
  data: unknown;
  user_id?: string | number;
  /** 'close' only: the close code (1006 for an abort without close frame) and who closed. */
  code?: number;
  reason?: string;
  closedBy?: 'server' | 'client';
}

export interface FrameFilter {
  direction?: FrameDirection;
  socketId?: string;
  event?: string | RegExp;
  channel?: string;
}

export type FrameMatcher = FrameFilter | ((entry: FrameLogEntry) => boolean);

export interface FrameLog {
  readonly capacity: number;
  /** Entries in order, oldest first, optionally filtered. */
  entries(match?: FrameMatcher): FrameLogEntry[];
  /** Event names of the matching entries, in order. */
  events(match?: FrameMatcher): string[];
  last(match?: FrameMatcher): FrameLogEntry | undefined;
  /** Resolves with the first matching entry already logged (after `sinceSeq`) or logged later. */
  waitFor(
    match: FrameMatcher,
    options?: { timeoutMs?: number; sinceSeq?: number },
  ): Promise<FrameLogEntry>;
  clear(): void;
}

export interface FrameRecorder extends FrameLog {
  recordFrame(socketId: string, direction: 'in' | 'out', raw: string): void;
  recordClose(socketId: string, code: number, reason: string, closedBy: 'server' | 'client'): void;
}

export function matches(entry: FrameLogEntry, match?: FrameMatcher): boolean {
  if (match === undefined) return true;
  if (typeof match === 'function') return match(entry);
  if (match.direction !== undefined && entry.direction !== match.direction) return false;
  if (match.socketId !== undefined && entry.socketId !== match.socketId) return false;
  if (match.channel !== undefined && entry.channel !== match.channel) return false;
  if (match.event !== undefined) {
    if (entry.event === null) return false;
    if (
      typeof match.event === 'string' ? entry.event !== match.event : !match.event.test(entry.event)
    )
      return false;
  }
  return true;
}

/** Characters of raw frames the log keeps at most, whatever the entry count (memory stays bounded). */
const MAX_LOGGED_CHARS = 4_000_000;

export function createFrameLog(capacity = 5000, now: () => number = Date.now): FrameRecorder {
  let log: FrameLogEntry[] = [];
  let seq = 0;
  let chars = 0;
  const waiters = new Set<(entry: FrameLogEntry) => void>();

  const push = (entry: FrameLogEntry): void => {
    log.push(entry);
    chars += entry.raw.length;
    // Drop the oldest in bulk, so a busy stream does not pay a shift() per frame.
    if (log.length > capacity || chars > MAX_LOGGED_CHARS) {
      let drop = Math.max(0, log.length - capacity);
      let kept = chars;
      for (let i = 0; i < drop; i++) kept -= log[i]!.raw.length;
      if (kept > MAX_LOGGED_CHARS)
        while (kept > MAX_LOGGED_CHARS / 2 && drop < log.length - 1)
          kept -= log[drop++]!.raw.length;
      log = log.slice(drop);
      chars = kept;
    }
    for (const waiter of [...waiters]) waiter(entry);
  };

  return {
    capacity,
    recordFrame(socketId, direction, raw) {
      const frame = decodeFrame(raw);
      const entry: FrameLogEntry = {
        seq: ++seq,
        at: now(),
        socketId,
        direction,
        raw,
        event: frame?.event || null,
        channel: frame?.channel ?? null,
        data: frame?.data,
      };
      if (frame?.user_id !== undefined) entry.user_id = frame.user_id;
      push(entry);
    },
    recordClose(socketId, code, reason, closedBy) {
      push({
        seq: ++seq,
        at: now(),
        socketId,
        direction: 'close',
        raw: '',
        event: null,
        channel: null,
        data: undefined,
        code,
        reason,
        closedBy,
      });
    },
    entries: (match) => log.filter((entry) => matches(entry, match)),
    events: (match) =>
      log.filter((entry) => matches(entry, match)).map((entry) => entry.event ?? ''),
    last: (match) => log.findLast((entry) => matches(entry, match)),
    waitFor(match, { timeoutMs = 5000, sinceSeq = 0 } = {}) {
      const existing = log.find((entry) => entry.seq > sinceSeq && matches(entry, match));
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No frame matching ${describe(match)} within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = (entry: FrameLogEntry): void => {
          if (entry.seq <= sinceSeq || !matches(entry, match)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(entry);
        };
        waiters.add(waiter);
      });
    },
    clear() {
      log = [];
      chars = 0;
    },
  };
}

function describe(match: FrameMatcher): string {
  return typeof match === 'function'
    ? 'the predicate'
    : JSON.stringify(match, (_k, v: unknown) => (v instanceof RegExp ? String(v) : v));
}
