import { useQueryClient } from '@tanstack/react-query';
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type DragEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { Thread } from '@/generated/model';
import { isApiError } from '@/lib/http/api-error';
import { paths } from '@/lib/routes/paths';
import { chronological, refreshLatest, threadKey, type ThreadPages } from '../data/thread-cache';
import { takeFirstOpening, useThreadAround, useThreadMessages } from '../data/thread-query';
import { errorText } from '@/lib/errors';
import { editMessage, regenerateReply } from '../state/message-actions';
import type { MessageActions } from './MessageRow';
import type { ThreadExport } from './export-thread';
import { PrintTranscript } from './PrintTranscript';
import { addFiles, removeAttachment, takeUploaded, useAttachments } from '../state/attachments';
import { setDraft } from '../state/drafts';
import { discardMessage, findFailed, retryMessage, sendMessage, useOutbox } from '../state/outbox';
import { useThreadStream } from '../stream/use-thread-stream';
import { LiveTextContext } from '../stream/live-text';
import { ThreadMenu } from '../sidebar/ThreadMenu';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { buildRows, replyInProgress } from './rows';
import { useStopReply } from './use-stop-reply';

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
  onPrint,
}: {
  thread: Thread | undefined;
  agentName: string;
  sidebarToggle?: ReactNode;
  onPrint: () => void;
}) {
  return (
    <header className="conv-header">
      {sidebarToggle}
      <div className="conv-title">
        <h1 id="conv-title">{thread?.title ?? 'Loading…'}</h1>
        {thread && <span className="muted conv-agent">with {agentName}</span>}
      </div>
      {thread && <ThreadMenu thread={thread} align="end" onPrint={onPrint} />}
    </header>
  );
});

/** One thread: its header, the virtualised message list, and the composer. */
export default function Conversation({ threadId, sidebarToggle, composerRef }: ConversationProps) {
  const queryClient = useQueryClient();
  const query = useThreadMessages(threadId);
  // Its channel only once the API let the user read the thread (a foreign thread is never subscribed).
  const {
    state: stream,
    live,
    settle,
  } = useThreadStream(threadId, {
    subscribe: query.data !== undefined,
  });
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

  // A search result opens the thread at its message (`?message=ID`, and `cursor=` when an older
  // page holds it): pages around it are read until the newest page is reached or the user leaves.
  const [searchParams, setSearchParams] = useSearchParams();
  const focusParam = Number(searchParams.get('message'));
  const focusMessageId = Number.isInteger(focusParam) && focusParam > 0 ? focusParam : null;
  const mainMessages = useMemo(() => chronological(query.data), [query.data]);
  const inMain = focusMessageId !== null && mainMessages.some((m) => m.id === focusMessageId);
  const anchorCursor = focusMessageId !== null && !inMain ? searchParams.get('cursor') : null;
  const around = useThreadAround(threadId, anchorCursor);
  const anchored = anchorCursor !== null;
  const leaveAnchor = useCallback(() => setSearchParams({}, { replace: true }), [setSearchParams]);

  const thread = query.data?.pages[0]?.data ?? around.data?.pages[0]?.data;
  const agentName = thread?.agent.name ?? 'Agent';
  const aroundMessages = useMemo(
    () => chronological(around.data as ThreadPages | undefined),
    [around.data],
  );
  const messages = anchored ? aroundMessages : mainMessages;
  const rows = useMemo(
    () => buildRows(messages, stream.entries, outbox),
    [messages, stream.entries, outbox],
  );
  const reply = replyInProgress(rows);
  const replying = reply !== null;
  const [ownSend, setOwnSend] = useState(0);
  const sentHere = useCallback(() => {
    setOwnSend((n) => n + 1);
    if (anchored) leaveAnchor();
  }, [anchored, leaveAnchor]);

  const onStop = useStopReply(threadId, reply, settle);

  const actions = useMemo<MessageActions>(
    () => ({
      onRegenerate: (messageId) => {
        sentHere();
        regenerateReply(queryClient, threadId, messageId).catch((error: unknown) =>
          toast.error('Could not regenerate the reply', { description: errorText(error) }),
        );
      },
      onEdit: async (messageId, content) => {
        const message = messages.find((m) => m.id === messageId);
        if (!message) return 'This message is no longer in the chat.';
        try {
          await editMessage(queryClient, threadId, message, content);
          sentHere();
          return null;
        } catch (error) {
          return errorText(error, 'The message could not be saved');
        }
      },
    }),
    [queryClient, threadId, messages, sentHere],
  );

  // Keys of the open conversation (the list is in shortcuts.ts): Escape stops a reply from
  // anywhere but a dialog or menu; Alt+Shift+R regenerates the last reply.
  const lastReplyId = useMemo(() => {
    for (let i = rows.length - 1; i >= 0; i--) {
      const row = rows[i]!;
      if (row.kind === 'outgoing') return null;
      if (row.kind === 'message' && row.role === 'assistant') return row.id;
    }
    return null;
  }, [rows]);
  const [editSignal, setEditSignal] = useState(0);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const inOverlay =
        event.target instanceof Element &&
        event.target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]');
      if (event.key === 'Escape' && replying && !inOverlay) {
        onStop();
      } else if (
        event.altKey &&
        event.shiftKey &&
        event.code === 'KeyR' &&
        !replying &&
        lastReplyId !== null &&
        !anchored
      ) {
        event.preventDefault();
        actions.onRegenerate(lastReplyId);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [replying, onStop, lastReplyId, actions, anchored]);
  const onEditLast = useCallback(() => setEditSignal((n) => n + 1), []);

  const [transcript, setTranscript] = useState<ThreadExport | null>(null);
  const onPrint = useCallback(() => {
    const loading = import('./export-thread').then((m) => m.fetchWholeThread(threadId));
    toast.promise(loading, {
      loading: 'Preparing the chat for printing…',
      success: 'Ready to print',
      error: (e: unknown) => `Could not print: ${errorText(e)}`,
    });
    loading.then(setTranscript, () => undefined);
  }, [threadId]);
  useEffect(() => {
    if (!transcript) return;
    const done = () => setTranscript(null);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [transcript]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const loadOlderAround = useCallback(() => {
    if (around.hasNextPage && !around.isFetchingNextPage) void around.fetchNextPage();
  }, [around]);
  const loadNewerAround = useCallback(() => {
    if (around.hasPreviousPage && !around.isFetchingPreviousPage) void around.fetchPreviousPage();
  }, [around]);

  const onRetry = useCallback(
    (localId: string) => void retryMessage(queryClient, localId),
    [queryClient],
  );
  const onDiscard = useCallback((localId: string) => discardMessage(localId), []);

  const onSubmit = useCallback(
    (text: string): boolean => {
      const content = text.trim();
      if (content === '') return false;
      const failed = findFailed(threadId, content);
      setDraft(threadId, '');
      if (failed) void retryMessage(queryClient, failed.localId);
      else void sendMessage(queryClient, threadId, content, takeUploaded(threadId));
      sentHere();
      return true;
    },
    [queryClient, threadId, sentHere],
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
      if (
        event.currentTarget === event.target ||
        !event.currentTarget.contains(event.relatedTarget as Node | null)
      )
        setDragging(false);
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
          <h1>
            {status === 404 || status === 403
              ? 'This chat is not available'
              : 'The chat could not be loaded'}
          </h1>
          <p className="muted">
            {status === 404 || status === 403
              ? 'It may have been deleted, or it belongs to someone else.'
              : query.error.message}
          </p>
          {status === 404 || status === 403 ? (
            <Link className="button" to={paths.chat.href()}>
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
    <section
      className={`conversation${dragging ? ' is-dragging' : ''}`}
      aria-labelledby="conv-title"
      {...dropHandlers}
    >
      <ConversationHeader
        thread={thread}
        agentName={agentName}
        sidebarToggle={sidebarToggle}
        onPrint={onPrint}
      />
      {(anchored ? around.isPending : query.isPending) ? (
        <div className="msg-list">
          <div className="msg-loading" role="status">
            Loading messages…
          </div>
        </div>
      ) : (
        <LiveTextContext value={live}>
          <MessageList
            rows={rows}
            agentName={agentName}
            hasOlder={anchored ? around.hasNextPage : hasNextPage}
            loadingOlder={anchored ? around.isFetchingNextPage : isFetchingNextPage}
            onLoadOlder={anchored ? loadOlderAround : loadOlder}
            hasNewer={anchored && around.hasPreviousPage}
            loadingNewer={anchored && around.isFetchingPreviousPage}
            onLoadNewer={loadNewerAround}
            onLatest={leaveAnchor}
            actions={actions}
            ownSend={ownSend}
            focusMessageId={focusMessageId}
            editSignal={editSignal}
            replying={replying}
            onRetry={onRetry}
            onDiscard={onDiscard}
            empty={
              <div className="empty-state">
                <p className="muted">Say hello to {agentName}.</p>
              </div>
            }
          />
        </LiveTextContext>
      )}
      <Composer
        draftKey={threadId}
        attachments={attachments}
        onFiles={onFiles}
        onRemoveAttachment={removeAttachment}
        onSubmit={onSubmit}
        busy={replying}
        onStop={onStop}
        onEditLast={onEditLast}
        placeholder={`Message ${agentName}…`}
        textareaRef={composerRef}
      />
      {transcript && <PrintTranscript transcript={transcript} />}
      {dragging && (
        <div className="drop-overlay" aria-hidden="true">
          Drop files to attach them
        </div>
      )}
    </section>
  );
}
