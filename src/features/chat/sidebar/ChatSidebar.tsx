import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { AgentsSection } from '@/features/agents';
import { paths } from '@/lib/routes/paths';
import { foldersQuery, threadTitleSearchQuery } from '../data/sidebar-queries';
import { errorText } from '@/lib/errors';
import { useSidebarSearch } from '../state/drafts';
import { isHidden, useHiddenItems } from '../state/pending-deletes';
import { PlusIcon } from '@/components/icons';
import { useDebounced } from '@/hooks/use-debounced';
import { FolderItem } from './FolderItem';
import { MessageResults } from './MessageResults';
import { NewFolderDialog } from './NewFolderDialog';
import { RecentChats } from './RecentChats';
import { ThreadItem } from './ThreadItem';

const EXPANDED_KEY = 'council-chat:expanded-folders';
/** How long typing in the search box pauses before the titles are searched. */
const TITLE_SEARCH_PAUSE_MS = 200;

function readExpanded(): Set<number> {
  try {
    return new Set(
      (JSON.parse(sessionStorage.getItem(EXPANDED_KEY) ?? '[]') as number[]).filter(
        Number.isInteger,
      ),
    );
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
  const navigate = useNavigate();
  const hidden = useHiddenItems();
  const [search, setSearch] = useSidebarSearch();
  const term = useDeferredValue(search.trim());
  // A title search per pause in typing, not per keystroke.
  const debounced = useDebounced(term, TITLE_SEARCH_PAUSE_MS);
  const [expanded, setExpanded] = useState(readExpanded);
  const [creating, setCreating] = useState(false);

  const folders = useQuery(foldersQuery());

  const results = useQuery({
    ...threadTitleSearchQuery(debounced),
    enabled: debounced !== '',
    placeholderData: (previous) => previous,
  });

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
            void navigate(paths.chat.href());
          }}
          title="New chat (Ctrl+Shift+O)"
        >
          <PlusIcon /> New chat
        </button>
        <input
          ref={searchRef}
          type="search"
          className="input side-search"
          // The whole placeholder fits the box at every width; the shortcut is in the tooltip.
          placeholder="Search chats and messages"
          title="Search chats and messages (Ctrl+K)"
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
                {debounced === term && results.isSuccess && found.length === 0 && (
                  <li className="muted list-note">No chat titles match “{term}”.</li>
                )}
                {found.map((thread) => (
                  <ThreadItem key={thread.id} thread={thread} onNavigate={onNavigate} detailed />
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
                <button
                  type="button"
                  className="icon-button small"
                  aria-label="New folder"
                  title="New folder"
                  onClick={() => setCreating(true)}
                >
                  <PlusIcon />
                </button>
              </div>
              <ul className="folder-list">
                {folders.isPending && <li className="muted list-note">Loading…</li>}
                {folders.isSuccess && folderList.length === 0 && (
                  <li className="muted list-note">No folders yet.</li>
                )}
                {folderList.map((folder) => (
                  <FolderItem
                    key={folder.id}
                    folder={folder}
                    expanded={expanded.has(folder.id)}
                    onToggle={toggle}
                    hidden={hidden}
                    onNavigate={onNavigate}
                  />
                ))}
              </ul>
            </section>
            <RecentChats hidden={hidden} onNavigate={onNavigate} />
          </>
        )}
      </div>
      <NewFolderDialog open={creating} onOpenChange={setCreating} onCreated={toggle} />
    </aside>
  );
}
