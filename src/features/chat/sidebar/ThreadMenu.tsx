import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { foldersQuery } from '../data/sidebar-queries';
import type { Thread } from '@/generated/model';
import type { MenuParts } from '@/lib/ui/LazyMenu';
import { LazyNameDialog as NameDialog } from '../ui/LazyNameDialog';
import { RowMenu } from '@/components/RowMenu';
import { toast } from 'sonner';
import { errorText } from '@/lib/errors';
import { useThreadActions } from './thread-actions';

/** Downloads the whole thread; its code (and the paging through a long thread) only when asked. */
function exportAs(thread: Thread, format: 'md' | 'json'): void {
  const done = import('../conversation/export-thread').then((m) =>
    m.exportThread(thread.id, format),
  );
  toast.promise(done, {
    loading: `Exporting “${thread.title}”…`,
    success: `Exported “${thread.title}” as ${format === 'md' ? 'Markdown' : 'JSON'}`,
    error: (error: unknown) => `Export failed: ${errorText(error)}`,
  });
}

/** The "⋯" menu of a thread: rename, move to a folder or out of one, export, print, delete (with undo). */
export function ThreadMenu({
  thread,
  align = 'start',
  onPrint,
}: {
  thread: Thread;
  align?: 'start' | 'end';
  onPrint?: () => void;
}) {
  const { rename, move, remove } = useThreadActions();
  const [renaming, setRenaming] = useState(false);

  return (
    <>
      <RowMenu label={`Actions for ${thread.title}`} align={align}>
        {(Menu) => (
          <>
            <Menu.Item className="menu-item" onSelect={() => setRenaming(true)}>
              Rename…
            </Menu.Item>
            <Menu.Sub>
              <Menu.SubTrigger className="menu-item menu-sub-trigger">
                Move to folder
              </Menu.SubTrigger>
              <Menu.Portal>
                <Menu.SubContent className="menu" sideOffset={2} alignOffset={-4}>
                  <FolderChoices
                    Menu={Menu}
                    thread={thread}
                    onMove={(folderId) => move(thread, folderId)}
                  />
                </Menu.SubContent>
              </Menu.Portal>
            </Menu.Sub>
            <Menu.Separator className="menu-separator" />
            <Menu.Item className="menu-item" onSelect={() => exportAs(thread, 'md')}>
              Export as Markdown
            </Menu.Item>
            <Menu.Item className="menu-item" onSelect={() => exportAs(thread, 'json')}>
              Export as JSON
            </Menu.Item>
            {onPrint && (
              <Menu.Item className="menu-item" onSelect={onPrint}>
                Print…
              </Menu.Item>
            )}
            <Menu.Separator className="menu-separator" />
            <Menu.Item className="menu-item menu-item-danger" onSelect={() => remove(thread)}>
              Delete
            </Menu.Item>
          </>
        )}
      </RowMenu>
      <NameDialog
        open={renaming}
        onOpenChange={setRenaming}
        title="Rename chat"
        label="Title"
        initial={thread.title}
        submitLabel="Rename"
        maxLength={255}
        onSubmit={(title) => {
          rename(thread, title);
          return null;
        }}
      />
    </>
  );
}

/** The folders a thread can move to; read only while the submenu is open, not by every row. */
function FolderChoices({
  Menu,
  thread,
  onMove,
}: {
  Menu: MenuParts;
  thread: Thread;
  onMove: (folderId: number | null) => void;
}) {
  const folders = useQuery({ ...foldersQuery(), staleTime: 60_000 });
  return (
    <>
      {(folders.data?.data ?? []).map((folder) => (
        <Menu.Item
          key={folder.id}
          className="menu-item"
          disabled={folder.id === thread.folder_id}
          onSelect={() => onMove(folder.id)}
        >
          {folder.name}
        </Menu.Item>
      ))}
      {folders.data?.data.length === 0 && (
        <Menu.Label className="menu-label">No folders yet</Menu.Label>
      )}
      {thread.folder_id !== null && (
        <>
          <Menu.Separator className="menu-separator" />
          <Menu.Item className="menu-item" onSelect={() => onMove(null)}>
            Remove from folder
          </Menu.Item>
        </>
      )}
    </>
  );
}
