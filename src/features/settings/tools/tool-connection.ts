/**
 * The life of one tool connection on the Settings page, as a pure state machine:
 *
 *   not connected ──connect──▶ authorizing ──authorized──▶ redirecting (to the provider; it comes
 *        ▲                          │                       back to /auth/tool/{tool}/callback)
 *        │                     authorize-failed ──▶ failed
 *   disconnected ◀── disconnecting ◀──confirmed── confirming ◀──disconnect── connected
 *                                                                             │
 *                            revoked (a function call found the grant refused) ▼
 *                                                                     needs reconnecting
 *
 * The server's answer (`Tool.is_connected`, `revoked_at`) gives the resting state; the machine
 * holds what is in flight and the last failure.
 */
import type { Tool } from '@/generated/model';

export type ToolStatus = 'connected' | 'not-connected' | 'needs-reconnect';

/** The resting state the server reports. */
export function statusOf(tool: Pick<Tool, 'is_connected' | 'revoked_at'>): ToolStatus {
  if (tool.is_connected) return 'connected';
  return tool.revoked_at ? 'needs-reconnect' : 'not-connected';
}

export const STATUS_LABEL: Record<ToolStatus, string> = {
  connected: 'Connected',
  'not-connected': 'Not connected',
  'needs-reconnect': 'Needs reconnecting',
};

export type ToolPhase =
  | { kind: 'idle' }
  | { kind: 'authorizing' }
  | { kind: 'redirecting'; url: string }
  | { kind: 'confirming' }
  | { kind: 'disconnecting' }
  | { kind: 'failed'; during: 'connect' | 'disconnect'; message: string };

export type ToolEvent =
  | { type: 'connect' }
  | { type: 'authorized'; url: string }
  | { type: 'authorize-failed'; message: string }
  | { type: 'disconnect' }
  | { type: 'cancel' }
  | { type: 'confirm' }
  | { type: 'disconnected' }
  | { type: 'disconnect-failed'; message: string }
  | { type: 'dismiss' };

export const IDLE: ToolPhase = { kind: 'idle' };

export function toolReducer(phase: ToolPhase, event: ToolEvent): ToolPhase {
  switch (event.type) {
    case 'connect':
      return phase.kind === 'idle' || phase.kind === 'failed' ? { kind: 'authorizing' } : phase;
    case 'authorized':
      return phase.kind === 'authorizing' ? { kind: 'redirecting', url: event.url } : phase;
    case 'authorize-failed':
      return phase.kind === 'authorizing'
        ? { kind: 'failed', during: 'connect', message: event.message }
        : phase;
    case 'disconnect':
      return phase.kind === 'idle' || phase.kind === 'failed' ? { kind: 'confirming' } : phase;
    case 'cancel':
      return phase.kind === 'confirming' ? IDLE : phase;
    case 'confirm':
      return phase.kind === 'confirming' ? { kind: 'disconnecting' } : phase;
    case 'disconnected':
      return phase.kind === 'disconnecting' ? IDLE : phase;
    case 'disconnect-failed':
      return phase.kind === 'disconnecting'
        ? { kind: 'failed', during: 'disconnect', message: event.message }
        : phase;
    case 'dismiss':
      return phase.kind === 'failed' ? IDLE : phase;
  }
}

/** Whether the card's buttons wait (a request is in flight or the browser is leaving). */
export const isBusy = (phase: ToolPhase) =>
  phase.kind === 'authorizing' || phase.kind === 'redirecting' || phase.kind === 'disconnecting';

/** What the card says about the connection, in words. */
export function describeConnection(
  tool: Pick<Tool, 'name' | 'is_connected' | 'connected_at' | 'revoked_at'>,
  format: (date: string) => string,
): string {
  switch (statusOf(tool)) {
    case 'connected':
      return tool.connected_at ? `Connected on ${format(tool.connected_at)}.` : 'Connected.';
    case 'needs-reconnect':
      return `${tool.name} stopped accepting your authorization${tool.revoked_at ? ` on ${format(tool.revoked_at)}` : ''} (it was revoked or expired at ${tool.name}). Agents cannot use it for you until you reconnect.`;
    case 'not-connected':
      return 'Not connected. Connect it to let agents use it on your behalf.';
  }
}
