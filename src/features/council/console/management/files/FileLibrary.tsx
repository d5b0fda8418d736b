import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { Confirm, preloadDialogs } from '@/features/council/console/ui/dialogs';
import { errorText } from '@/lib/errors';
import type { CouncilOperationId } from '@/lib/session/permissions';
import type { UploadProgress } from '@/lib/http/upload-progress';
import { formatDate } from '@/lib/constants/dates';

export interface LibraryFile {
  id: number;
  name: string;
  size: number;
  url: string;
  uploaded_by: { name: string };
  created_at: string;
}

interface Upload {
  name: string;
  percent: number;
}

const MAX_BYTES = 20 * 1024 * 1024;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A file library (the council's, or a council agent's): the list, upload with progress, delete
 * with confirmation. `canUpload`/`canDelete` come from the contract's roles.
 */
export function FileLibrary({
  label,
  files,
  accept,
  canUpload,
  canDelete,
  deleteOperation,
  upload,
  remove,
}: {
  label: string;
  files: LibraryFile[];
  accept: string;
  canUpload: boolean;
  canDelete: boolean;
  deleteOperation: CouncilOperationId;
  upload: (file: File, onUploadProgress: (progress: UploadProgress) => void) => Promise<unknown>;
  remove: (file: LibraryFile) => Promise<unknown>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [deleting, setDeleting] = useState<LibraryFile | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of chosen) {
      if (file.size > MAX_BYTES) {
        toast.error(`${file.name} is larger than 20 MB.`);
        continue;
      }
      setUploads((current) => [...current, { name: file.name, percent: 0 }]);
      const progress = ({ loaded, total }: UploadProgress) =>
        setUploads((current) =>
          current.map((u) =>
            u.name === file.name
              ? { ...u, percent: total > 0 ? Math.round((loaded / total) * 100) : 0 }
              : u,
          ),
        );
      try {
        await upload(file, progress);
        toast.success(`${file.name} is uploaded.`);
      } catch (error) {
        toast.error(`${file.name}: ${errorText(error, { rule: 'council' })}`);
      } finally {
        setUploads((current) => current.filter((u) => u.name !== file.name));
      }
    }
  };

  return (
    <div className="file-library">
      {canUpload ? (
        <div className="console-actions">
          <input
            ref={input}
            type="file"
            multiple
            accept={accept}
            className="sr-only"
            id={`${label}-upload`}
            onChange={(e) => void choose(e)}
            tabIndex={-1}
            aria-hidden="true"
          />
          <button
            type="button"
            className="button button-secondary"
            onClick={() => input.current?.click()}
          >
            Upload files<span className="sr-only"> to {label}</span>
          </button>
          <span className="muted">Up to 20 MB each.</span>
        </div>
      ) : null}
      {uploads.map((u) => (
        <div key={u.name} className="upload-progress">
          <label htmlFor={`${label}-${u.name}-progress`}>Uploading {u.name}</label>
          <progress id={`${label}-${u.name}-progress`} max={100} value={u.percent}>
            {u.percent}%
          </progress>
        </div>
      ))}
      {files.length === 0 ? (
        <p className="empty-state">No files yet.</p>
      ) : (
        <div className="table-wrap console-table">
          <table>
            <caption className="sr-only">Files of {label}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" className="cell-number">
                  Size
                </th>
                <th scope="col">Uploaded by</th>
                <th scope="col">Date</th>
                {canDelete ? (
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {files.map((file) => (
                <tr key={file.id}>
                  <td data-label="Name">
                    <a className="link" href={file.url} target="_blank" rel="noreferrer">
                      {file.name}
                    </a>
                  </td>
                  <td data-label="Size" className="cell-number">
                    {formatBytes(file.size)}
                  </td>
                  <td data-label="Uploaded by">{file.uploaded_by.name}</td>
                  <td data-label="Date">{formatDate(file.created_at)}</td>
                  {canDelete ? (
                    <td className="cell-actions">
                      <button
                        type="button"
                        className="button button-small button-danger-outline"
                        onFocus={preloadDialogs}
                        onMouseEnter={preloadDialogs}
                        onClick={() => setDeleting(file)}
                      >
                        Delete<span className="sr-only"> {file.name}</span>
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Confirm
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this file?"
        confirmLabel="Delete file"
        onConfirm={async () => {
          try {
            await remove(deleting!);
            toast.success(`${deleting!.name} is deleted.`);
            return null;
          } catch (error) {
            return errorText(error, { rule: 'council', operation: deleteOperation });
          }
        }}
      >
        <p>{deleting?.name} will be deleted for everyone; agents stop reading it.</p>
      </Confirm>
    </div>
  );
}
