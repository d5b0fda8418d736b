import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useState, type DragEvent, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import type { Thread } from '@/generated/model';
import { isApiError } from '@/lib/http/api-error';
import { chronological, refreshLatest, threadKey } from '../data/thread-cache';
import { takeFirstOpening, useThreadMessages } from '../data/thread-query';
import { addFiles, removeAttachment, takeUploaded, useAttachments } from '../state/attachments';
import { setDraft } from '../state/drafts';
import { discardMessage, findFailed, retryMessage, sendMessage, useOutbox } from '../state/outbox';
import { useThreadStream } from '../stream/use-thread-stream';
import { ThreadMenu } from '../sidebar/ThreadMenu';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { buildRows, isReplying } from './rows';

export interface ConversationProps {
  threadId: number;
  /** The phone layout's button that opens the sidebar. */
  sidebarToggle?: ReactNode;
  composerRef?: RefObject<HTMLTextAreaElement | null>;
}

/** Re-rendered only when the thread itself changes, not with every streamed chunk. */
const ConversationHeader = memo(function ConversationHeader({
  thread,
  agentName,
  sidebarToggle,
}: {
  thread: Thread | undefined;
  agentName: string;
  sidebarToggle?: ReactNode;
}) {
  return (
    <header className="conv-header">
      {sidebarToggle}
      <div className="conv-title">
        <h1 id="conv-title">{thread?.title ?? 'Loading…'}</h1>
        {thread && <span className="muted conv-agent">with {agentName}</span>}
      </div>
      {thread && <ThreadMenu thread={thread} align="end" />}
    </header>
  );
});

/** One thread: its header, the virtualised message list, and the composer. */
export default function Conversation({ threadId, sidebarToggle, composerRef }: ConversationProps) {
  const queryClient = useQueryClient();
  const query = useThreadMessages(threadId);
  // Its channel only once the API let the user read the thread (a foreign thread is never subscribed).
  const { state: stream } = useThreadStream(threadId, { subscribe: query.data !== undefined });
  const outbox = useOutbox(threadId);
  const attachments = useAttachments(threadId);
  const [dragging, setDragging] = useState(false);

  // Coming back to a thread that is cached: show it at once, and fetch what happened meanwhile
  // (a reply that finished while the user was elsewhere). Not when the page's prefetch has just
  // fetched it for this opening.
  const [revisit] = useState(() => {
    const fetchedForThisOpening = takeFirstOpening(threadId);
    return !fetchedForThisOpening && queryClient.getQueryData(threadKey(threadId)) !== undefined;
  });
  useEffect(() => {
    if (revisit) void refreshLatest(queryClient, threadId).catch(() => undefined);
  }, [queryClient, threadId, revisit]);

  const thread = query.data?.pages[0]?.data;
  const agentName = thread?.agent.name ?? 'Agent';
  const messages = useMemo(() => chronological(query.data), [query.data]);
  const rows = useMemo(() => buildRows(messages, stream.entries, outbox), [messages, stream.entries, outbox]);
  const replying = isReplying(rows);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onRetry = useCallback((localId: string) => void retryMessage(queryClient, localId), [queryClient]);
  const onDiscard = useCallback((localId: string) => discardMessage(localId), []);

  const onSubmit = useCallback(
    (text: string): boolean => {
      const content = text.trim();
      if (content === '') return false;
      const failed = findFailed(threadId, content);
      setDraft(threadId, '');
      if (failed) void retryMessage(queryClient, failed.localId);
      else void sendMessage(queryClient, threadId, content, takeUploaded(threadId));
      return true;
    },
    [queryClient, threadId],
  );
  const onFiles = useCallback((files: File[]) => addFiles(threadId, files), [threadId]);

  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const dropHandlers = {
    onDragEnter: (event: DragEvent) => {
      if (hasFiles(event)) setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event: DragEvent) => {
      if (event.currentTarget === event.target || !event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      addFiles(threadId, Array.from(event.dataTransfer.files));
    },
  };

  if (query.isError && !query.data) {
    const status = isApiError(query.error) ? query.error.status : 0;
    return (
      <section className="conversation conversation-error">
        <header className="conv-header">{sidebarToggle}</header>
        <div className="empty-state" role="alert">
          <h1>{status === 404 || status === 403 ? 'This chat is not available' : 'The chat could not be loaded'}</h1>
          <p className="muted">
            {status === 404 || status === 403 ? 'It may have been deleted, or it belongs to someone else.' : query.error.message}
          </p>
          {status === 404 || status === 403 ? (
            <Link className="button" to="/chat">
              Start a new chat
            </Link>
          ) : (
            <button type="button" className="button" onClick={() => void query.refetch()}>
              Try again
            </button>
          )}
        </div>
      </section>
    );
  }

  return (
    <section className={`conversation${dragging ? ' is-dragging' : ''}`} aria-labelledby="conv-title" {...dropHandlers}>
      <ConversationHeader thread={thread} agentName={agentName} sidebarToggle={sidebarToggle} />
      {query.isPending ? (
        <div className="msg-list">
          <div className="msg-loading" role="status">
            Loading messages…
          </div>
        </div>
      ) : (
        <MessageList
          rows={rows}
          agentName={agentName}
          hasOlder={hasNextPage}
          loadingOlder={isFetchingNextPage}
          onLoadOlder={loadOlder}
          replying={replying}
          onRetry={onRetry}
          onDiscard={onDiscard}
          empty={
            <div className="empty-state">
              <p className="muted">Say hello to {agentName}.</p>
            </div>
          }
        />
      )}
      <Composer
        draftKey={threadId}
        attachments={attachments}
        onFiles={onFiles}
        onRemoveAttachment={removeAttachment}
        onSubmit={onSubmit}
        busy={replying}
        placeholder={`Message ${agentName}…`}
        textareaRef={composerRef}
      />
      {dragging && (
        <div className="drop-overlay" aria-hidden="true">
          Drop files to attach them
        </div>
      )}
    </section>
  );
}
