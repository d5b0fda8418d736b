/** An in-memory RealtimeConnection for tests of the engine: records what it was sent, lets a test speak for the client. */
import type { RealtimeConnection } from './broadcaster';
import { decodeFrame, type PusherFrame } from './protocol';

export interface FakeConnection extends RealtimeConnection {
  /** Raw frames the server sent, in order. */
  readonly sent: string[];
  /** Decoded frames the server sent. */
  readonly received: PusherFrame[];
  readonly closed: { code?: number; reason?: string } | null;
  /** The client sends a frame (an object is JSON-encoded as pusher-js does). */
  emit(frame: string | object): void;
  /** The client goes away. */
  disconnect(code?: number): void;
  /** The client sends a WebSocket ping control frame. */
  controlPing(): void;
  /** WebSocket ping control frames the server sent. */
  readonly controlPings: number;
}

/** `origin`: the handshake's Origin header (none when left out). */
export function createFakeConnection(origin?: string): FakeConnection {
  const sent: string[] = [];
  let closed: { code?: number; reason?: string } | null = null;
  let onMessage: (text: string) => void = () => {};
  let onClose: (code?: number, reason?: string) => void = () => {};
  let onControl: () => void = () => {};
  let controlPings = 0;
  return {
    origin,
    sent,
    get received() {
      return sent.map((raw) => decodeFrame(raw)!);
    },
    get closed() {
      return closed;
    },
    send: (text) => void sent.push(text),
    close(code, reason) {
      closed = { code, reason };
    },
    onMessage: (listener) => void (onMessage = listener),
    onClose: (listener) => void (onClose = listener),
    emit: (frame) => onMessage(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    disconnect(code = 1000) {
      closed = { code };
      onClose(code, '');
    },
    onControl: (listener) => void (onControl = listener),
    controlPing: () => onControl(),
    ping: () => void controlPings++,
    get controlPings() {
      return controlPings;
    },
  };
}
