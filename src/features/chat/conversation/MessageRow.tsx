import { memo, useEffect, useState } from 'react';
import type { ThreadFile } from '@/generated/model';
import { LazyMarkdown } from '@/components/markdown/LazyMarkdown';
import { formatBytes } from '../state/attachments';
import { useEditDraft } from '../state/drafts';
import { EditIcon, FileIcon, RegenerateIcon } from '@/components/icons';
import { CopyMessage } from './CopyMessage';
import { EditMessage } from './EditMessage';
import { VersionSwitcher } from './VersionSwitcher';
import { useShownVersionOf, useShownVersions } from './shown-versions';
import { messageTime } from './message-time';
import { useLiveText } from '../stream/live-text';
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

export interface MessageActions {
  /** Asks for another version of a reply. */
  onRegenerate: (messageId: number) => void;
  /** Sends an edited message again; resolves with an error to show, or null. */
  onEdit: (messageId: number, content: string) => Promise<string | null>;
}

export interface MessageRowProps {
  row: ChatRow;
  agentName: string;
  onRetry: (localId: string) => void;
  onDiscard: (localId: string) => void;
  actions?: MessageActions;
  /** The latest reply, not being written: it can be regenerated. */
  canRegenerate?: boolean;
  /** The latest own message, no reply being written: it can be edited. */
  canEdit?: boolean;
  /** The message a search result opened: marked until the next one. */
  highlighted?: boolean;
  /** Changes when the user asks (from the keyboard) to edit this message. */
  editSignal?: number;
}

/**
 * Which version is shown: the newest until the user steps back; a new version shows itself. A
 * message's choice is kept above the rows (./shown-versions.ts). A reply offers the versions that
 * answer the version of its question on screen: stepping back to an earlier question shows the
 * reply it got (and that reply's own regenerations), not the newest question's.
 */
function useShownVersion(row: Extract<ChatRow, { kind: 'message' }>) {
  const store = useShownVersions();
  const chosenId = useShownVersionOf(row.role === 'user' ? row.id : null);
  const question =
    useShownVersionOf(row.role === 'assistant' ? row.parentId : null) ?? row.parentId;
  const answering = row.versions.filter((version) => version.parent_id === question);
  // Replies stored before versions existed name no question: all of their versions are offered.
  const versions = row.role === 'assistant' && answering.length > 0 ? answering : row.versions;
  const latest = Math.max(0, versions.length - 1);
  const [choice, setChoice] = useState<{ of: string; index: number } | null>(null);
  const of = `${question}:${versions.length}`;
  const chosen =
    row.role === 'user' ? versions.findIndex((version) => version.id === chosenId) : -1;
  const index =
    row.role === 'user'
      ? chosen >= 0
        ? chosen
        : latest
      : choice && choice.of === of
        ? choice.index
        : latest;
  const version = versions[index];
  const isLatest = version === undefined || version.id === row.id;
  return {
    versions,
    index,
    show: (next: number) => {
      if (row.role === 'user')
        store?.set(row.id, next === latest ? null : (versions[next]?.id ?? null));
      else setChoice({ of, index: next });
    },
    content: isLatest || !version ? row.content : version.content,
    isLatest,
  };
}

function Avatar({ name }: { name: string }) {
  return (
    <span className="msg-avatar" aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || 'A'}
    </span>
  );
}

function MessageRowView({
  row,
  agentName,
  onRetry,
  onDiscard,
  actions,
  canRegenerate = false,
  canEdit = false,
  highlighted = false,
  editSignal = 0,
}: MessageRowProps) {
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
      <article
        className={`msg msg-user${failed ? ' is-failed' : ' is-sending'}`}
        aria-label="Your message"
      >
        <div className="msg-bubble">
          <p className="msg-text">{item.content}</p>
          <Files files={item.files} />
        </div>
        {failed ? (
          <div className="msg-failed" role="alert">
            <span>Not sent: {item.error}</span>
            <span className="msg-actions">
              <button type="button" className="msg-action" onClick={() => onRetry(item.localId)}>
                <RegenerateIcon />
                Retry
              </button>
              <button type="button" className="msg-action" onClick={() => onDiscard(item.localId)}>
                Discard
              </button>
            </span>
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
  return (
    <StoredMessage
      row={row}
      agentName={agentName}
      actions={actions}
      canRegenerate={canRegenerate}
      canEdit={canEdit}
      highlighted={highlighted}
      editSignal={editSignal}
    />
  );
}

function StoredMessage({
  row,
  agentName,
  actions,
  canRegenerate,
  canEdit,
  highlighted,
  editSignal = 0,
}: Omit<MessageRowProps, 'row' | 'onRetry' | 'onDiscard'> & {
  row: Extract<ChatRow, { kind: 'message' }>;
}) {
  const shown = useShownVersion(row);
  // The open editor and its text live outside the row: the list unmounts a row scrolled out of
  // view, and the conversation unmounts with the thread (../state/drafts.ts).
  const edit = useEditDraft(row.id);
  // Opened from this row (a click, a key): the editor takes the focus. Mounted again with an
  // editor already open (scrolled back into view, the thread opened again), it leaves the focus
  // where the person is.
  const [openedHere, setOpenedHere] = useState(false);
  // A new edit request from the keyboard opens the editor (state adjusted while rendering); a row
  // mounted again starts from the signal as it is, so it does not reopen one.
  const [seenSignal, setSeenSignal] = useState(editSignal);
  if (seenSignal !== editSignal) {
    setSeenSignal(editSignal);
    if (editSignal !== 0 && canEdit) setOpenedHere(true);
  }
  const { open: storeOpen } = edit;
  useEffect(() => {
    if (openedHere) storeOpen(row.content);
  }, [openedHere, storeOpen, row.content]);
  const editText = edit.text ?? (openedHere ? row.content : null);
  const closeEdit = () => {
    setOpenedHere(false);
    edit.close();
  };
  const streaming = row.status === 'streaming' || row.status === 'pending';
  // A streaming reply's text grows without a render of the list (../stream/live-text.ts).
  const content = useLiveText(row.id, shown.content, streaming && shown.isLatest);
  const time = <MessageTime iso={row.createdAt} />;
  const mark = highlighted ? ' is-highlighted' : '';
  const switcher =
    shown.versions.length > 1 ? (
      <VersionSwitcher
        versions={shown.versions}
        shown={shown.index}
        onShow={shown.show}
        noun={row.role === 'user' ? 'message' : 'reply'}
      />
    ) : null;
  if (row.role === 'user') {
    return (
      <article className={`msg msg-user${mark}`} aria-label="Your message" data-message-id={row.id}>
        {editText !== null && actions ? (
          <EditMessage
            text={editText}
            autoFocus={openedHere}
            onTextChange={edit.set}
            onCancel={closeEdit}
            onSave={async (content) => {
              const problem = await actions.onEdit(row.id, content);
              if (!problem) closeEdit();
              return problem;
            }}
          />
        ) : (
          <div className="msg-bubble">
            <p className="msg-text">{shown.content}</p>
            <Files files={row.files} />
          </div>
        )}
        <div className="msg-meta msg-meta-end">
          {switcher}
          <span className="msg-actions">
            {canEdit && actions && editText === null && shown.isLatest && (
              <button type="button" className="msg-action" onClick={() => setOpenedHere(true)}>
                <EditIcon />
                Edit
              </button>
            )}
            <CopyMessage text={shown.content} />
          </span>
          {time}
        </div>
      </article>
    );
  }
  return (
    <article
      className={`msg msg-agent${streaming ? ' is-streaming' : ''}${mark}`}
      aria-label={`${agentName} replied`}
      aria-busy={streaming}
      data-message-id={row.id}
    >
      <Avatar name={agentName} />
      <div className="msg-body">
        <div className="msg-meta">
          <span className="msg-author">{agentName}</span> {time}
          {streaming && (
            <span className="stream-badge">{row.content ? 'Streaming…' : 'Thinking…'}</span>
          )}
          {row.stopped && shown.isLatest && <span className="stopped-badge">Stopped</span>}
          {switcher}
          <span className="msg-actions">
            {!streaming && content !== '' && <CopyMessage text={content} />}
            {canRegenerate && actions && shown.isLatest && (
              <button
                type="button"
                className="msg-action"
                onClick={() => actions.onRegenerate(row.id)}
              >
                <RegenerateIcon />
                Regenerate
              </button>
            )}
          </span>
        </div>
        {content !== '' && (
          <LazyMarkdown source={content} streaming={streaming && shown.isLatest} />
        )}
        {streaming && shown.isLatest && row.content === '' && (
          <Typing label={`${agentName} is typing`} />
        )}
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
  if (a.agentName !== b.agentName || a.onRetry !== b.onRetry || a.onDiscard !== b.onDiscard)
    return false;
  if (
    a.actions !== b.actions ||
    a.canRegenerate !== b.canRegenerate ||
    a.canEdit !== b.canEdit ||
    a.highlighted !== b.highlighted
  )
    return false;
  if (a.editSignal !== b.editSignal) return false;
  const x = a.row;
  const y = b.row;
  if (x === y) return true;
  if (x.kind !== y.kind || x.key !== y.key) return false;
  if (x.kind === 'message' && y.kind === 'message') {
    return (
      x.content === y.content &&
      x.status === y.status &&
      x.error === y.error &&
      x.files === y.files &&
      x.createdAt === y.createdAt &&
      x.versions === y.versions &&
      x.parentId === y.parentId &&
      x.stopped === y.stopped
    );
  }
  if (x.kind === 'outgoing' && y.kind === 'outgoing') return x.item === y.item;
  if (x.kind === 'day' && y.kind === 'day') return x.label === y.label;
  return true;
});
