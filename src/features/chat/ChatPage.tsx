import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/lib/routes/paths';
import { mediaMatches } from '@/lib/ui/use-media-query';
import { CHAT_DRAWER_QUERY } from './constants';
import { prefetchThread } from './data/thread-query';
import { conversationModule, preloadConversationCode } from './preload';
import { NewChat } from './NewChat';
import { ChatSidebar } from './sidebar/ChatSidebar';
import { resumePendingDeletes } from './state/pending-deletes';
import { adjacentThreadId, isTyping } from './shortcuts';
import { PanelIcon } from '@/components/icons';
import { LazyShortcutsDialog } from './ui/LazyShortcutsDialog';
import './chat.css';

/** The conversation's place while its code loads, or what went wrong if it could not. */
function ConversationFallback({ toggle }: { toggle: ReactNode }) {
  const failure = conversationModule.useFailure();
  const failed = failure !== null && !failure.reloading;
  return (
    <section className="conversation" aria-busy={!failed}>
      <header className="conv-header">{toggle}</header>
      <div className="msg-list">
        {failed ? (
          <div className="msg-loading" role="alert">
            <p>This chat could not be loaded. Check your connection and try again.</p>
            <button type="button" className="button" onClick={failure.retry}>
              Try again
            </button>
          </div>
        ) : (
          <div className="msg-loading" role="status">
            Loading messages…
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * `/chat/{id?}`: the sidebar (agents, folders, threads, search) beside either a conversation or
 * the new-chat screen. Ctrl/Cmd+K focuses the search, Ctrl/Cmd+Shift+O starts a new chat, Shift+Esc
 * focuses the message box, Alt+↓/↑ opens the next/previous chat, `?` (outside a text field) or
 * Ctrl/Cmd+/ lists every shortcut (shortcuts.ts); on a phone the sidebar is a drawer opened from
 * the conversation's header.
 */
export default function ChatPage() {
  const { id } = useParams();
  const threadId = id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => resumePendingDeletes(queryClient), [queryClient]);

  // The thread's first page, the conversation's code and the Markdown renderer load side by side.
  // Started while rendering (not in an effect) so that the conversation, rendering right after,
  // knows whether this opening fetched the thread or found it cached (then it refreshes it).
  useMemo(() => {
    if (threadId === null) return;
    void prefetchThread(queryClient, threadId).catch(() => undefined);
    preloadConversationCode();
  }, [queryClient, threadId]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && event.shiftKey) {
        event.preventDefault();
        composerRef.current?.focus();
        return;
      }
      if (event.key === 'Escape') {
        setDrawerOpen(false);
        return;
      }
      if (
        (event.key === '?' &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey &&
          !isTyping(event.target)) ||
        ((event.ctrlKey || event.metaKey) && event.key === '/')
      ) {
        event.preventDefault();
        setShortcutsOpen(true);
        return;
      }
      if (
        event.altKey &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.shiftKey &&
        (event.key === 'ArrowDown' || event.key === 'ArrowUp')
      ) {
        const next = adjacentThreadId(threadId, event.key === 'ArrowDown' ? 1 : -1);
        if (next === null) return;
        event.preventDefault();
        void navigate(paths.chat.href({ threadId: next }));
        return;
      }
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'k' && !event.shiftKey) {
        event.preventDefault();
        // Only the phone layout has a drawer to open; at desktop width the list is already there.
        if (mediaMatches(CHAT_DRAWER_QUERY)) setDrawerOpen(true);
        requestAnimationFrame(() => {
          searchRef.current?.focus();
          searchRef.current?.select();
        });
      } else if (key === 'o' && event.shiftKey) {
        event.preventDefault();
        setDrawerOpen(false);
        void navigate(paths.chat.href());
        requestAnimationFrame(() => composerRef.current?.focus());
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, threadId]);

  const conversation = conversationModule.use(threadId !== null);

  const toggle = (
    <button
      type="button"
      className="icon-button chat-drawer-toggle"
      aria-expanded={drawerOpen}
      aria-controls="chat-sidebar"
      aria-label={drawerOpen ? 'Hide chats' : 'Show chats'}
      onClick={() => setDrawerOpen(!drawerOpen)}
    >
      <PanelIcon />
    </button>
  );

  return (
    <div className={`chat${drawerOpen ? ' drawer-open' : ''}`}>
      <ChatSidebar
        id="chat-sidebar"
        searchRef={searchRef}
        onNavigate={() => setDrawerOpen(false)}
        className={drawerOpen ? 'is-open' : ''}
      />
      {drawerOpen && (
        <div className="chat-backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
      )}
      <div className="chat-main">
        {threadId !== null ? (
          conversation ? (
            <conversation.default
              key={threadId}
              threadId={threadId}
              sidebarToggle={toggle}
              composerRef={composerRef}
            />
          ) : (
            <ConversationFallback toggle={toggle} />
          )
        ) : (
          <NewChat sidebarToggle={toggle} composerRef={composerRef} />
        )}
      </div>
      <LazyShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
    </div>
  );
}
