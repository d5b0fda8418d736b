import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreateFolder, useUpdateFolder } from '@/generated/api/folders/folders';
import { errorText } from '@/lib/errors';
import { afterFolderCreated, afterFolderRenamed } from '@/lib/query/refresh';
import { LazyNameDialog as NameDialog } from '../ui/LazyNameDialog';

export interface NewFolderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (folderId: number) => void;
}

/**
 * "New folder". When more was typed while the folder was being created, the dialog stays open with
 * it (NameDialog) and becomes the new folder's rename: saving again renames it, never a second folder.
 */
export function NewFolderDialog({ open, onOpenChange, onCreated }: NewFolderDialogProps) {
  const queryClient = useQueryClient();
  const { mutateAsync: createFolder } = useCreateFolder();
  const { mutateAsync: updateFolder } = useUpdateFolder();
  const [created, setCreated] = useState<number | null>(null);

  return (
    <NameDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setCreated(null);
        onOpenChange(next);
      }}
      title={created === null ? 'New folder' : 'Rename folder'}
      label="Name"
      initial=""
      submitLabel={created === null ? 'Create' : 'Rename'}
      maxLength={100}
      onSubmit={async (name) => {
        try {
          if (created === null) {
            const folder = await createFolder({ data: { name } });
            setCreated(folder.data.id);
            await afterFolderCreated(queryClient);
            onCreated(folder.data.id);
          } else {
            await updateFolder({ folder: created, data: { name } });
            void afterFolderRenamed(queryClient);
          }
          return null;
        } catch (error) {
          return errorText(error);
        }
      }}
    />
  );
}
