import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import { uploadAgentFile, useDeleteAgentFile } from '@/generated/api/agents/agents';
import type { AgentFile } from '@/generated/model';
import { isApiError } from '@/lib/http/api-error';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import { notifyError, notifySuccess } from '@/features/agents/ui/announce';
import { errorText } from '@/lib/errors';
import { afterAgentFilesChanged } from '@/lib/query/refresh';
import { agentFilesQuery } from '@/features/agents/data/queries';
import {
  AGENT_FILE_ACCEPT,
  AGENT_FILE_EXTENSIONS,
  agentFileProblem,
  formatBytes,
} from './file-rules';

interface Upload {
  key: string;
  name: string;
  size: number;
  /** 0..1 */
  progress: number;
  error: string | null;
}

/** The server's 422 for the file, worded as the pre-check words it. */
function uploadError(error: unknown): string {
  if (isApiError(error) && error.status === 422)
    return (error.errors.file?.[0] ?? error.message).replace(/^The file field/, 'The file');
  return errorText(error, 'The upload failed');
}

let counter = 0;

/** An agent's knowledge files: list, upload by picker or drop (each with its own progress), delete with confirmation. */
export function KnowledgeFiles({ agentId }: { agentId: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const files = useQuery(agentFilesQuery(agentId));
  const remove = useDeleteAgentFile();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const [deleting, setDeleting] = useState<AgentFile | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  const refresh = () => void afterAgentFilesChanged(queryClient, agentId);

  const start = (file: File) => {
    const key = `u${++counter}`;
    const problem = agentFileProblem(file);
    setUploads((list) => [
      ...list,
      { key, name: file.name, size: file.size, progress: 0, error: problem },
    ]);
    if (problem) {
      notifyError(`${file.name} was not uploaded`, problem);
      return;
    }
    uploadAgentFile(
      agentId,
      { file },
      {
        onUploadProgress: ({ loaded, total }) =>
          total > 0 && patch(key, { progress: Math.min(1, loaded / total) }),
      },
    ).then(
      () => {
        setUploads((list) => list.filter((u) => u.key !== key));
        notifySuccess(`${file.name} uploaded`);
        refresh();
      },
      (error: unknown) => {
        const text = uploadError(error);
        patch(key, { error: text });
        notifyError(`${file.name} was not uploaded`, text);
      },
    );
  };

  const addFiles = (list: FileList | null) => {
    for (const file of Array.from(list ?? [])) start(file);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    addFiles(event.dataTransfer.files);
  };

  const items = files.data?.data ?? [];

  return (
    <section aria-labelledby={`${id}-title`} className="builder-files">
      <h3 id={`${id}-title`}>Knowledge files</h3>
      <p className="muted small">
        Documents the agent answers from: {AGENT_FILE_EXTENSIONS.join(', ')}; up to 20 MB each.
      </p>
      <div
        className={`dropzone${over ? ' is-over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="dropzone"
      >
        <p>Drop files here, or</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => picker.current?.click()}
        >
          Choose files
        </button>
        <input
          ref={picker}
          id={`${id}-picker`}
          type="file"
          multiple
          accept={AGENT_FILE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Knowledge files to upload"
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
      </div>

      {uploads.length > 0 && (
        <ul className="file-list" aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.key} className="file-row" data-testid="upload-row">
              <span className="file-name">{upload.name}</span>
              {upload.error ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setUploads((list) => list.filter((u) => u.key !== upload.key))}
                >
                  Dismiss
                </button>
              ) : (
                <span className="muted small">{Math.round(upload.progress * 100)}%</span>
              )}
              {upload.error ? (
                <p className="field-error" role="alert">
                  {upload.error}
                </p>
              ) : (
                <progress max={1} value={upload.progress} aria-label={`Uploading ${upload.name}`} />
              )}
            </li>
          ))}
        </ul>
      )}

      {files.isPending && <p className="muted small">Loading files…</p>}
      {files.isError && (
        <div className="alert alert-error" role="alert">
          <p>{errorText(files.error, 'Request failed')}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void files.refetch()}
          >
            Try again
          </button>
        </div>
      )}
      {files.isSuccess && items.length === 0 && <p className="muted small">No files yet.</p>}
      {items.length > 0 && (
        <ul className="file-list" aria-label="Files">
          {items.map((file) => (
            <li key={file.id} className="file-row">
              <span className="file-name">
                {file.name} <span className="muted small">· {formatBytes(file.size)}</span>
              </span>
              <button
                type="button"
                className="link-button"
                onClick={() => setDeleting(file)}
                aria-label={`Delete ${file.name}`}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}

      <LazyConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete file"
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync({ agent: agentId, file: deleting.id });
            notifySuccess(`${deleting.name} deleted`);
            refresh();
          } catch (error) {
            notifyError(`Could not delete ${deleting.name}`, errorText(error, 'Request failed'));
            throw error;
          }
        }}
      >
        <p>The agent will no longer answer from this document. This cannot be undone.</p>
      </LazyConfirmDialog>
    </section>
  );
}
