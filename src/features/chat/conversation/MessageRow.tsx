import { memo } from 'react';
import type { ThreadFile } from '@/generated/model';
import { LazyMarkdown } from '../markdown/LazyMarkdown';
import { formatBytes } from '../state/attachments';
import { FileIcon } from '../ui/icons';
import { CopyMessage } from './CopyMessage';
import { messageTime } from './message-time';
import type { ChatRow } from './rows';

/**
 * The short time beside a message; its full date and time show on hover and on keyboard focus
 * (a tooltip drawn by CSS from `data-full`) and are what screen readers read.
 */
function MessageTime({ iso }: { iso: string }) {
  const { short, full } = messageTime(iso);
  if (!short) return null;
  return (
    <time className="msg-time" dateTime={iso} data-full={full} tabIndex={0}>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{full}</span>
    </time>
  );
}

function Files({ files }: { files: readonly ThreadFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="msg-files" aria-label="Attached files">
      {files.map((file) => {
        const url = /^https?:\/\//i.test(file.url) ? file.url : null;
        return (
          <li key={file.id} className="file-chip">
            <FileIcon />
            {url ? (
              <a href={url} target="_blank" rel="noopener noreferrer">
                {file.name}
              </a>
            ) : (
              <span>{file.name}</span>
            )}
            <span className="muted">{formatBytes(file.size)}</span>
          </li>
        );
      })}
    </ul>
  );
}

function Typing({ label }: { label: string }) {
  return (
    <span className="typing" role="status" aria-label={label}>
      <span />
      <span />
      <span />
    </span>
  );
}

export interface MessageRowProps {
  row: ChatRow;
  agentName: string;
  onRetry: (localId: string) => void;
  onDiscard: (localId: string) => void;
}

function Avatar({ name }: { name: string }) {
  return (
    <span className="msg-avatar" aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || 'A'}
    </span>
  );
}

function MessageRowView({ row, agentName, onRetry, onDiscard }: MessageRowProps) {
  if (row.kind === 'typing') {
    return (
      <article className="msg msg-agent" aria-label={`${agentName} is typing`}>
        <Avatar name={agentName} />
        <div className="msg-body">
          <div className="msg-meta">{agentName}</div>
          <Typing label={`${agentName} is typing`} />
        </div>
      </article>
    );
  }
  if (row.kind === 'outgoing') {
    const { item } = row;
    const failed = item.status === 'failed';
    return (
      <article className={`msg msg-user${failed ? ' is-failed' : ' is-sending'}`} aria-label="Your message">
        <div className="msg-bubble">
          <p className="msg-text">{item.content}</p>
          <Files files={item.files} />
        </div>
        {failed ? (
          <div className="msg-failed" role="alert">
            <span>Not sent: {item.error}</span>
            <button type="button" className="link-button" onClick={() => onRetry(item.localId)}>
              Retry
            </button>
            <button type="button" className="link-button" onClick={() => onDiscard(item.localId)}>
              Discard
            </button>
          </div>
        ) : (
          <div className="msg-meta msg-meta-end">Sending…</div>
        )}
      </article>
    );
  }
  if (row.kind === 'day') {
    // A separator of its own role and name: a reply's Markdown may hold headings of any level, so a
    // heading would not tell the days apart from the messages' content.
    return (
      <div className="msg-day" role="separator" aria-label={row.label}>
        <time dateTime={row.day}>{row.label}</time>
      </div>
    );
  }
  const time = <MessageTime iso={row.createdAt} />;
  if (row.role === 'user') {
    return (
      <article className="msg msg-user" aria-label="Your message" data-message-id={row.id}>
        <div className="msg-bubble">
          <p className="msg-text">{row.content}</p>
          <Files files={row.files} />
        </div>
        <div className="msg-meta msg-meta-end">
          <CopyMessage text={row.content} />
          {time}
        </div>
      </article>
    );
  }
  const streaming = row.status === 'streaming' || row.status === 'pending';
  return (
    <article
      className={`msg msg-agent${streaming ? ' is-streaming' : ''}`}
      aria-label={`${agentName} replied`}
      aria-busy={streaming}
      data-message-id={row.id}
    >
      <Avatar name={agentName} />
      <div className="msg-body">
        <div className="msg-meta">
          <span className="msg-author">{agentName}</span> {time}
          {streaming && <span className="stream-badge">{row.content ? 'Streaming…' : 'Thinking…'}</span>}
          {!streaming && row.content !== '' && <CopyMessage text={row.content} />}
        </div>
        {row.content !== '' && <LazyMarkdown source={row.content} streaming={streaming} />}
        {streaming && row.content === '' && <Typing label={`${agentName} is typing`} />}
        {row.status === 'failed' && (
          <p className="msg-error" role="alert">
            {row.error ?? 'The reply failed.'}
          </p>
        )}
      </div>
    </article>
  );
}

export const MessageRow = memo(MessageRowView, (a, b) => {
  if (a.agentName !== b.agentName || a.onRetry !== b.onRetry || a.onDiscard !== b.onDiscard) return false;
  const x = a.row;
  const y = b.row;
  if (x === y) return true;
  if (x.kind !== y.kind || x.key !== y.key) return false;
  if (x.kind === 'message' && y.kind === 'message') {
    return x.content === y.content && x.status === y.status && x.error === y.error && x.files === y.files && x.createdAt === y.createdAt;
  }
  if (x.kind === 'outgoing' && y.kind === 'outgoing') return x.item === y.item;
  if (x.kind === 'day' && y.kind === 'day') return x.label === y.label;
  return true;
});
