/**
 * Two tabs of the app share one backend in reality, so their mock states must agree: every
 * change one tab makes is relayed over a BroadcastChannel and applied in the others with
 * Table.put, reported there as remote so it is not relayed back. Each tab records what it
 * receives in its own stored overlay too, so whichever tab writes last writes the same state.
 */
import type { ChangeFeed, FaultsSnapshot, RecordChange, SessionsDelta } from './changes';

export const CHANNEL_NAME = 'council-mock';

type Message =
  | { kind: 'record'; from: string; change: RecordChange }
  | { kind: 'sessions'; from: string; delta: SessionsDelta }
  | { kind: 'faults'; from: string; faults: FaultsSnapshot }
  | { kind: 'cookies'; from: string }
  | { kind: 'reset'; from: string };

/** The part of BroadcastChannel this uses (tests pass two channels of the same name). */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface CrossTabOptions {
  channel?: ChannelLike;
  /**
   * Messages received while the page was seeding and restoring (see `listenEarly`): applied
   * first, so a change another tab made meanwhile is not missed. Re-applying one already in
   * the stored state is harmless (Table.put).
   */
  backlog?: MessageEvent[];
  /** Another tab reset the mock: this one should stop persisting and reload. */
  onReset?: () => void;
  /**
   * Another tab's session cookie changed (login, logout). Tabs share the browser's cookies, but
   * msw keeps a cookie jar per tab, so the browser runtime makes this tab's jar adopt them.
   */
  onCookies?: () => void;
  /** A relayed change could not be applied (e.g. a record another version of the app wrote). */
  onError?: (error: unknown) => void;
}

export interface CrossTab {
  readonly tabId: string;
  /** Tells the other tabs to reset (they reload from the cleared storage). */
  announceReset(): void;
  /** Tells the other tabs that this tab's responses set another session cookie. */
  announceCookies(): void;
  close(): void;
}

export function connectTabs(feed: ChangeFeed, options: CrossTabOptions = {}): CrossTab {
  const channel = options.channel ?? openChannel();
  const tabId = crypto.randomUUID();
  const post = (message: Message) => {
    try {
      channel.postMessage(message);
    } catch (error) {
      options.onError?.(error);
    }
  };

  const unsubscribe = [
    feed.onRecord((change, origin) => {
      if (origin === 'local') post({ kind: 'record', from: tabId, change });
    }),
    feed.onSessions((delta, origin) => {
      if (origin === 'local') post({ kind: 'sessions', from: tabId, delta });
    }),
    feed.onFaults((faults, origin) => {
      if (origin === 'local') post({ kind: 'faults', from: tabId, faults });
    }),
  ];

  const onMessage = (event: MessageEvent) => {
    const message = event.data as Message | undefined;
    if (!message || typeof message !== 'object' || message.from === tabId) return;
    switch (message.kind) {
      case 'record':
        feed.applyRecord(message.change).catch((error: unknown) => {
          console.warn('[mock] A change from another tab could not be applied.', error);
          options.onError?.(error);
        });
        return;
      case 'sessions':
        feed.applySessions(message.delta);
        return;
      case 'cookies':
        options.onCookies?.();
        return;
      case 'faults':
        feed.applyFaults(message.faults);
        return;
      case 'reset':
        options.onReset?.();
        return;
    }
  };
  for (const event of options.backlog ?? []) onMessage(event);
  channel.addEventListener('message', onMessage);

  return {
    tabId,
    announceReset: () => post({ kind: 'reset', from: tabId }),
    announceCookies: () => post({ kind: 'cookies', from: tabId }),
    close() {
      for (const off of unsubscribe) off();
      channel.removeEventListener('message', onMessage);
      channel.close();
    },
  };
}

/** Opens the channel before the state exists and keeps what arrives until connectTabs takes over. */
export function listenEarly(name = CHANNEL_NAME): {
  channel: ChannelLike;
  backlog: MessageEvent[];
  stop(): void;
} {
  const channel = openChannel(name);
  const backlog: MessageEvent[] = [];
  const keep = (event: MessageEvent) => void backlog.push(event);
  channel.addEventListener('message', keep);
  return { channel, backlog, stop: () => channel.removeEventListener('message', keep) };
}

export function openChannel(name = CHANNEL_NAME): ChannelLike {
  if (typeof BroadcastChannel === 'undefined') {
    // Old browsers: one tab works, tabs just do not sync until a reload.
    return { postMessage() {}, addEventListener() {}, removeEventListener() {}, close() {} };
  }
  return new BroadcastChannel(name);
}
