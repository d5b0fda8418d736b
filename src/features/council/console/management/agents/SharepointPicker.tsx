import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { rememberSharepointCouncil } from '@/lib/sharepoint';
import { describeRoles, useCan } from '@/lib/session/permissions';
import { errorText } from '@/lib/errors';
import { QueryState } from '@/components/QueryState';
import { getMicrosoftRedirect } from '@/generated/api/auth/auth';
import type { SharepointDrive } from '@/generated/model';
import { isApiError } from '@/lib/http/api-error';
import { sharepointDrivesQuery } from '../queries';
import { folderPath, folderQuery, MAX_FOLDER_DEPTH } from './sharepoint-browse';

export interface PickedFolder {
  drive: SharepointDrive;
  path: string;
}

/** Sends the admin to Microsoft's consent; /auth/Sharepoint_callback makes the confirming call. */
function ConnectSharepoint({ councilId, again }: { councilId: number; again?: boolean }) {
  const canConnect = useCan('confirmSharepointAuth', councilId);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!canConnect) {
    return (
      <p className="console-note">
        Only {describeRoles('confirmSharepointAuth')} can connect SharePoint. Ask one of them.
      </p>
    );
  }
  const connect = async () => {
    setBusy(true);
    setError(null);
    try {
      rememberSharepointCouncil(councilId);
      const { url } = await getMicrosoftRedirect({ type: 'sharepoint', council_id: councilId });
      window.location.assign(url);
    } catch (e) {
      setError(errorText(e, { rule: 'council' }));
      setBusy(false);
    }
  };
  return (
    <div className="card-panel">
      <p>
        {again
          ? 'Microsoft no longer accepts the council’s SharePoint access. Connect it again to browse.'
          : 'SharePoint is not connected to this council yet.'}
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <button type="button" className="button" disabled={busy} onClick={() => void connect()}>
          {busy ? 'Opening Microsoft…' : again ? 'Reconnect SharePoint' : 'Connect SharePoint'}
        </button>
      </div>
    </div>
  );
}

/**
 * Browses the council's SharePoint libraries and folders (breadcrumbs to go back) and picks a
 * folder, or a whole library, for an agent to read.
 */
export function SharepointPicker({
  councilId,
  initial,
  busy,
  onPick,
}: {
  councilId: number;
  initial?: { drive: string; path: string } | null;
  busy?: boolean;
  onPick: (picked: PickedFolder) => void;
}) {
  const drives = useQuery({ ...sharepointDrivesQuery(councilId), retry: false });
  const [drive, setDrive] = useState<SharepointDrive | null>(null);
  const [folders, setFolders] = useState<string[]>([]);
  const folder = useQuery({
    ...folderQuery(councilId, drive?.id ?? '', folders),
    enabled: drive !== null,
  });

  return (
    <QueryState query={drives} label="SharePoint libraries" operation="listSharepointDrives">
      {(data) => {
        if (!data.connection.connected) return <ConnectSharepoint councilId={councilId} />;
        if (data.data.length === 0)
          return <p className="empty-state">The council’s SharePoint has no document library.</p>;
        const crumbs = drive ? (folder.data?.breadcrumbs ?? [{ name: drive.name, path: '/' }]) : [];
        return (
          <div className="sharepoint-picker">
            {initial ? (
              <p className="muted">
                Linked now: {data.data.find((d) => d.id === initial.drive)?.name ?? 'a library'}{' '}
                {initial.path}
              </p>
            ) : null}
            <nav className="breadcrumbs" aria-label="Folder path">
              <ol>
                <li>
                  {drive ? (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => {
                        setDrive(null);
                        setFolders([]);
                      }}
                    >
                      Libraries
                    </button>
                  ) : (
                    <span aria-current="location">Libraries</span>
                  )}
                </li>
                {crumbs.map((crumb, index) => (
                  <li key={crumb.path}>
                    {index === crumbs.length - 1 ? (
                      <span aria-current="location">{crumb.name}</span>
                    ) : (
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => setFolders(folders.slice(0, index))}
                      >
                        {crumb.name}
                      </button>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
            {!drive ? (
              <ul className="picker-list" aria-label="Document libraries">
                {data.data.map((d) => (
                  <li key={d.id}>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => {
                        setDrive(d);
                        setFolders([]);
                      }}
                    >
                      <span aria-hidden="true">📚 </span>
                      <span className="sr-only">Open </span>
                      {d.name}
                    </button>
                  </li>
                ))}
              </ul>
            ) : folder.isError && isApiError(folder.error) && folder.error.status === 422 ? (
              <ConnectSharepoint councilId={councilId} again />
            ) : (
              <QueryState query={folder} label="the folder">
                {(contents) => (
                  <>
                    {contents.data.length === 0 ? (
                      <p className="empty-state">This folder is empty.</p>
                    ) : (
                      <ul
                        className="picker-list"
                        aria-label={`Contents of ${crumbs.at(-1)?.name ?? 'the folder'}`}
                      >
                        {contents.data.map((item) =>
                          item.is_folder ? (
                            <li key={item.id}>
                              {folders.length < MAX_FOLDER_DEPTH ? (
                                <button
                                  type="button"
                                  className="link-button"
                                  onClick={() => setFolders([...folders, item.name])}
                                >
                                  <span aria-hidden="true">📁 </span>
                                  <span className="sr-only">Open </span>
                                  {item.name}
                                </button>
                              ) : (
                                <span>
                                  <span aria-hidden="true">📁 </span>
                                  {item.name}
                                </span>
                              )}
                              <button
                                type="button"
                                className="button button-small button-secondary"
                                disabled={busy}
                                onClick={() => onPick({ drive: drive, path: item.path })}
                              >
                                Link<span className="sr-only"> {item.name}</span>
                              </button>
                            </li>
                          ) : (
                            <li key={item.id} className="picker-file">
                              <span aria-hidden="true">📄 </span>
                              {item.name}
                            </li>
                          ),
                        )}
                      </ul>
                    )}
                    <div className="console-dialog-actions">
                      <button
                        type="button"
                        className="button"
                        disabled={busy}
                        onClick={() => onPick({ drive, path: folderPath(folders) })}
                      >
                        Link{' '}
                        {folders.length === 0
                          ? `the whole ${drive.name} library`
                          : `“${folders.at(-1)}”`}
                      </button>
                    </div>
                  </>
                )}
              </QueryState>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
