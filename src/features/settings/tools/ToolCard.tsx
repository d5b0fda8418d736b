import { useQueryClient } from '@tanstack/react-query';
import { useId, useReducer, useState } from 'react';
import { afterToolConnectionChanged } from '@/lib/query/refresh';
import { authorizeTool, useDisconnectTool } from '@/generated/api/tools/tools';
import type { Tool } from '@/generated/model';
import { formatDate } from '@/lib/constants/dates';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import { ToolFunctionForm } from './ToolFunctionForm';
import {
  IDLE,
  STATUS_LABEL,
  describeConnection,
  isBusy,
  statusOf,
  toolReducer,
} from './tool-connection';

export interface ToolCardProps {
  tool: Tool;
  /** Sends the browser to the provider's consent page. */
  redirect: (url: string) => void;
  /** Announces an outcome to screen readers (and sighted users) outside the card. */
  announce: (message: string) => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Request failed');

/** One tool: its state, connect / reconnect / disconnect, and a small form to try its functions. */
export function ToolCard({ tool, redirect, announce }: ToolCardProps) {
  const queryClient = useQueryClient();
  const [phase, dispatch] = useReducer(toolReducer, IDLE);
  const [trying, setTrying] = useState(false);
  const [revokedMessage, setRevokedMessage] = useState<string | null>(null);
  const disconnect = useDisconnectTool();
  const headingId = useId();
  const status = statusOf(tool);
  const busy = isBusy(phase);
  const refresh = () => afterToolConnectionChanged(queryClient);

  const connect = async () => {
    dispatch({ type: 'connect' });
    try {
      const { url } = await authorizeTool(tool.slug);
      dispatch({ type: 'authorized', url });
      redirect(url);
    } catch (error) {
      dispatch({ type: 'authorize-failed', message: messageOf(error) });
    }
  };

  const confirmDisconnect = async () => {
    dispatch({ type: 'confirm' });
    try {
      await disconnect.mutateAsync({ tool: tool.slug });
      dispatch({ type: 'disconnected' });
      setTrying(false);
      setRevokedMessage(null);
      await refresh();
      announce(`${tool.name} is disconnected.`);
    } catch (error) {
      dispatch({ type: 'disconnect-failed', message: messageOf(error) });
    }
  };

  return (
    <li
      className={`tool-card tool-${status}`}
      aria-labelledby={headingId}
      data-testid={`tool-${tool.slug}`}
    >
      <div className="tool-head">
        <span className="tool-icon" aria-hidden="true">
          {tool.icon_url ? <img src={tool.icon_url} alt="" /> : tool.name.slice(0, 1)}
        </span>
        <div className="tool-title">
          <h3 id={headingId}>{tool.name}</h3>
          <p className="muted small">{tool.description}</p>
        </div>
        <span className={`badge tool-badge tool-badge-${status}`}>{STATUS_LABEL[status]}</span>
      </div>

      {status === 'needs-reconnect' ? (
        <div className="alert alert-warn" role="note">
          <p>{revokedMessage ?? describeConnection(tool, (date) => formatDate(date))}</p>
          {revokedMessage ? (
            <p className="small">{describeConnection(tool, (date) => formatDate(date))}</p>
          ) : null}
        </div>
      ) : (
        <p className="small tool-state">{describeConnection(tool, (date) => formatDate(date))}</p>
      )}

      {phase.kind === 'failed' ? (
        <div className="alert alert-error" role="alert">
          <p>
            {phase.during === 'connect'
              ? `Could not start connecting ${tool.name}: `
              : `Could not disconnect ${tool.name}: `}
            {phase.message}
          </p>
          <button
            type="button"
            className="link-button"
            onClick={() => dispatch({ type: 'dismiss' })}
          >
            Dismiss
          </button>
        </div>
      ) : null}
      {phase.kind === 'redirecting' || phase.kind === 'authorizing' ? (
        <p className="small" role="status">
          Opening {tool.name} to ask for your permission…
        </p>
      ) : null}

      <div className="tool-actions">
        {status === 'connected' ? (
          <>
            <button
              type="button"
              className="button button-secondary"
              aria-expanded={trying}
              onClick={() => setTrying((open) => !open)}
              disabled={busy}
            >
              Try a function
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => dispatch({ type: 'disconnect' })}
              disabled={busy}
            >
              {phase.kind === 'disconnecting' ? 'Disconnecting…' : 'Disconnect'}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button"
            onClick={() => void connect()}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {status === 'needs-reconnect' ? `Reconnect ${tool.name}` : `Connect ${tool.name}`}
          </button>
        )}
      </div>

      {status === 'connected' && trying ? (
        <ToolFunctionForm
          tool={tool}
          onRevoked={(message) => {
            setRevokedMessage(message);
            setTrying(false);
            void refresh();
            announce(message);
          }}
        />
      ) : null}

      <LazyConfirmDialog
        open={phase.kind === 'confirming'}
        title={`Disconnect ${tool.name}?`}
        confirmLabel="Disconnect"
        onOpenChange={(open) => !open && dispatch({ type: 'cancel' })}
        onConfirm={() => void confirmDisconnect()}
      >
        <p>
          Agents will no longer be able to use {tool.name} for you. Your data at {tool.name} is not
          deleted, and you can connect it again at any time.
        </p>
      </LazyConfirmDialog>
    </li>
  );
}
