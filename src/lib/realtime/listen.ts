import { validateEvent } from './validate-event';
import type { RealtimeEventPayloads } from './events';

/** The part of an Echo channel listenForEvent needs. */
export interface ListenableChannel {
  listen(event: string, callback: CallableFunction): unknown;
  stopListening(event: string, callback?: CallableFunction): unknown;
}

/**
 * Listens to a contract event by its broadcast name (the leading dot is added here) with a typed
 * payload; in development and tests the payload is also checked against the contract. The handler
 * runs at once, in arrival order; the check reports on the side. Returns a function that stops listening.
 */
export function listenForEvent<E extends keyof RealtimeEventPayloads>(
  channel: ListenableChannel,
  eventName: E,
  handler: (payload: RealtimeEventPayloads[E]) => void,
): () => void {
  const listener = (payload: unknown): void => {
    if (import.meta.env.DEV) void validateEvent(eventName, payload);
    handler(payload as RealtimeEventPayloads[E]);
  };
  channel.listen(`.${eventName}`, listener);
  return () => void channel.stopListening(`.${eventName}`, listener);
}
