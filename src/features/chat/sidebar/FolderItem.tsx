import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useUpdateFolder } from '@/generated/api/folders/folders';
import { folderQuery } from '../data/sidebar-queries';
import type { Folder } from '@/generated/model';
import { byActivity } from '../data/thread-cache';
import { afterFolderRenamed } from '@/lib/query/refresh';
import { errorText } from '@/lib/errors';
import { isHidden, scheduleDelete } from '../state/pending-deletes';
import { ChevronIcon, FolderIcon } from '@/components/icons';
import { LazyNameDialog as NameDialog } from '../ui/LazyNameDialog';
import { RowMenu } from '@/components/RowMenu';
import { useThreadActions } from './thread-actions';
import { threadDropProps, ThreadItem } from './ThreadItem';

export interface FolderItemProps {
  folder: Folder;
  expanded: boolean;
  onToggle: (id: number) => void;
  hidden: ReadonlySet<string>;
  onNavigate?: () => void;
}

/** A folder: expands to its threads (all of them, `GET /api/folders/{id}`), accepts dropped threads. */
export function FolderItem({ folder, expanded, onToggle, hidden, onNavigate }: FolderItemProps) {
  const queryClient = useQueryClient();
  const { moveById } = useThreadActions();
  const [over, setOver] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const detail = useQuery({ ...folderQuery(folder.id), enabled: expanded });
  const { mutateAsync: update } = useUpdateFolder();

  const threads = (detail.data?.data.threads ?? [])
    .filter((t) => t.folder_id === folder.id && !isHidden(hidden, 'thread', t.id))
    .sort(byActivity);
  const listId = `folder-${folder.id}-threads`;

  return (
    <li
      className={`folder-item${over ? ' is-drop-target' : ''}`}
      {...threadDropProps((id) => moveById(id, folder.id), setOver)}
    >
      <div className="folder-row">
        <button
          type="button"
          className="folder-toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => onToggle(folder.id)}
        >
          <ChevronIcon open={expanded} />
          <FolderIcon open={expanded} />
          <span className="folder-name">{folder.name}</span>
          <span className="folder-count" aria-label={`${folder.threads_count} chats`}>
            {folder.threads_count}
          </span>
        </button>
        <RowMenu label={`Actions for folder ${folder.name}`}>
          {(Menu) => (
            <>
              <Menu.Item className="menu-item" onSelect={() => setRenaming(true)}>
                Rename…
              </Menu.Item>
              <Menu.Separator className="menu-separator" />
              <Menu.Item
                className="menu-item menu-item-danger"
                onSelect={() =>
                  scheduleDelete(queryClient, { kind: 'folder', id: folder.id, label: folder.name })
                }
              >
                Delete folder
              </Menu.Item>
            </>
          )}
        </RowMenu>
      </div>
      {expanded && (
        <ul id={listId} className="thread-list nested" aria-label={`Chats in ${folder.name}`}>
          {detail.isPending && <li className="muted list-note">Loading…</li>}
          {detail.isSuccess && threads.length === 0 && (
            <li className="muted list-note">Empty. Drag chats here.</li>
          )}
          {threads.map((thread) => (
            <ThreadItem key={thread.id} thread={thread} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
      <NameDialog
        open={renaming}
        onOpenChange={setRenaming}
        title="Rename folder"
        label="Name"
        initial={folder.name}
        submitLabel="Rename"
        maxLength={100}
        onSubmit={async (name) => {
          if (name === folder.name) return null;
          try {
            await update({ folder: folder.id, data: { name } });
            void afterFolderRenamed(queryClient);
            return null;
          } catch (error) {
            const message = errorText(error);
            if (!message.includes('taken'))
              toast.error('Could not rename the folder', { description: message });
            return message;
          }
        }}
      />
    </li>
  );
}
