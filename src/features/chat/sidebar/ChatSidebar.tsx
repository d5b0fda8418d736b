import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { useCreateFolder, useListFolders } from '@/generated/api/folders/folders';
import { listThreads } from '@/generated/api/threads/threads';
import { AgentsSection } from '../agents/AgentsSection';
import { FOLDERS_KEY, searchThreadsKey, THREADS_PAGE_SIZE } from '../data/thread-cache';
import { unfiledThreadsQuery } from '../data/sidebar-queries';
import { errorText } from '../state/errors';
import { isHidden, useHiddenItems } from '../state/pending-deletes';
import { PlusIcon } from '../ui/icons';
import { LazyNameDialog as NameDialog } from '../ui/LazyNameDialog';
import { FolderItem } from './FolderItem';
import { useThreadActions } from './thread-actions';
import { MessageResults } from './MessageResults';
import { threadDropProps, ThreadItem } from './ThreadItem';

const EXPANDED_KEY = 'council-chat:expanded-folders';

function readExpanded(): Set<number> {
  try {
    return new Set((JSON.parse(sessionStorage.getItem(EXPANDED_KEY) ?? '[]') as number[]).filter(Number.isInteger));
  } catch {
    return new Set();
  }
}

export interface ChatSidebarProps {
  searchRef?: Ref<HTMLInputElement>;
  /** Called after a navigation from the sidebar (the phone layout closes it). */
  onNavigate?: () => void;
  id?: string;
  className?: string;
}

/** Agents, folders and threads, with search by title and a new-chat button. */
export function ChatSidebar({ searchRef, onNavigate, id, className = '' }: ChatSidebarProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const hidden = useHiddenItems();
  const { moveById } = useThreadActions();
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const [debounced, setDebounced] = useState(term);
  const [expanded, setExpanded] = useState(readExpanded);
  const [creating, setCreating] = useState(false);
  const [overUnfiled, setOverUnfiled] = useState(false);
  const sentinel = useRef<HTMLLIElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(term), 200);
    return () => clearTimeout(timer);
  }, [term]);

  const folders = useListFolders();
  const { mutateAsync: createFolder } = useCreateFolder();

  const unfiled = useInfiniteQuery(unfiledThreadsQuery());

  const results = useQuery({
    queryKey: searchThreadsKey(debounced),
    queryFn: ({ signal }) => listThreads({ search: debounced, per_page: THREADS_PAGE_SIZE }, { signal }),
    enabled: debounced !== '',
    placeholderData: (previous) => previous,
  });

  // More threads load as the end of the list scrolls into view.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = unfiled;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const toggle = (folderId: number) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(folderId)) next.delete(folderId);
      else next.add(folderId);
      try {
        sessionStorage.setItem(EXPANDED_KEY, JSON.stringify([...next]));
      } catch {
        // ignore
      }
      return next;
    });
  };

  const seen = new Set<number>();
  const threads = (unfiled.data?.pages ?? [])
    .flatMap((page) => page.data)
    .filter((t) => {
      if (seen.has(t.id) || t.folder_id !== null || isHidden(hidden, 'thread', t.id)) return false;
      seen.add(t.id);
      return true;
    });
  const folderList = (folders.data?.data ?? []).filter((f) => !isHidden(hidden, 'folder', f.id));
  const found = (results.data?.data ?? []).filter((t) => !isHidden(hidden, 'thread', t.id));
  const searching = term !== '';

  return (
    <aside id={id} className={`chat-sidebar ${className}`} aria-label="Chats and agents">
      <div className="side-top">
        <button
          type="button"
          className="button button-block new-chat"
          onClick={() => {
            onNavigate?.();
            void navigate('/chat');
          }}
          title="New chat (Ctrl+Shift+O)"
        >
          <PlusIcon /> New chat
        </button>
        <input
          ref={searchRef}
          type="search"
          className="input side-search"
          placeholder="Search chats and messages (Ctrl+K)"
          aria-label="Search chats and messages"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setSearch('');
          }}
        />
      </div>
      <div className="side-scroll">
        {searching ? (
          <>
          <section className="side-section" aria-labelledby="results-heading">
            <h2 id="results-heading" className="side-heading">
              Chat titles
            </h2>
            <ul className="thread-list" aria-busy={results.isFetching}>
              {results.isError && <li className="list-note">{errorText(results.error)}</li>}
              {debounced === term && results.isSuccess && found.length === 0 && <li className="muted list-note">No chat titles match “{term}”.</li>}
              {found.map((thread) => (
                <ThreadItem key={thread.id} thread={thread} onNavigate={onNavigate} />
              ))}
            </ul>
          </section>
          <MessageResults term={debounced} onNavigate={onNavigate} />
          </>
        ) : (
          <>
            <AgentsSection onNavigate={onNavigate} />
            <section className="side-section" aria-labelledby="folders-heading">
              <div className="side-heading-row">
                <h2 id="folders-heading" className="side-heading">
                  Folders
                </h2>
                <button type="button" className="icon-button small" aria-label="New folder" title="New folder" onClick={() => setCreating(true)}>
                  <PlusIcon />
                </button>
              </div>
              <ul className="folder-list">
                {folders.isPending && <li className="muted list-note">Loading…</li>}
                {folders.isSuccess && folderList.length === 0 && <li className="muted list-note">No folders yet.</li>}
                {folderList.map((folder) => (
                  <FolderItem key={folder.id} folder={folder} expanded={expanded.has(folder.id)} onToggle={toggle} hidden={hidden} onNavigate={onNavigate} />
                ))}
              </ul>
            </section>
            <section
              className={`side-section${overUnfiled ? ' is-drop-target' : ''}`}
              aria-labelledby="threads-heading"
              {...threadDropProps((threadId) => moveById(threadId, null), setOverUnfiled)}
            >
              <h2 id="threads-heading" className="side-heading">
                Chats
              </h2>
              <ul className="thread-list">
                {unfiled.isPending && <li className="muted list-note">Loading…</li>}
                {unfiled.isError && <li className="list-note">{errorText(unfiled.error)}</li>}
                {unfiled.isSuccess && threads.length === 0 && <li className="muted list-note">No chats outside folders.</li>}
                {threads.map((thread) => (
                  <ThreadItem key={thread.id} thread={thread} onNavigate={onNavigate} />
                ))}
                {hasNextPage && (
                  <li ref={sentinel} className="muted list-note">
                    {isFetchingNextPage ? 'Loading…' : ''}
                  </li>
                )}
              </ul>
            </section>
          </>
        )}
      </div>
      <NameDialog
        open={creating}
        onOpenChange={setCreating}
        title="New folder"
        label="Name"
        initial=""
        submitLabel="Create"
        maxLength={100}
        onSubmit={async (name) => {
          try {
            const created = await createFolder({ data: { name } });
            await queryClient.invalidateQueries({ queryKey: FOLDERS_KEY });
            toggle(created.data.id);
            return null;
          } catch (error) {
            return errorText(error);
          }
        }}
      />
    </aside>
  );
}
