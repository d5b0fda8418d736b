/**
 * The council's SharePoint: connecting it after Microsoft's consent, browsing its document
 * libraries (drive root and two folder levels below it); linking a folder to a council agent is
 * council-agents/sharepoint-link.ts. There is no Microsoft: a council that connects gets the same libraries Northwind has.
 */
import type { Db } from '../../db';
import { NORTHWIND_SHAREPOINT, writeSharepointDrives } from '../../db/seed/councils-sharepoint';
import { sharepointFolderKey, type SharepointDriveRow } from '../../db/tables/councils';
import { defineOperation } from '../../laravel/define-operation';
import { invalid, notFound } from '../../laravel/errors';
import {
  sharepointConnectionResource,
  sharepointDriveResource,
  sharepointItemResource,
} from '../../resources/councils';
import { microsoftAccountOf } from '../auth/microsoft';
import { consumeOAuthState } from '../oauth';

const NOT_CONNECTED = 'SharePoint is not connected.';

export function connectedDrives(db: Db, councilId: number): SharepointDriveRow[] {
  if (db.sharepointConnections.by('council_id', councilId).length === 0)
    throw invalid('sharepoint', NOT_CONNECTED);
  return db.sharepointDrives.by('council_id', councilId);
}

const itemsIn = (db: Db, councilId: number, driveId: string, folderPath: string) =>
  db.sharepointItems.by('folder_key', sharepointFolderKey(councilId, driveId, folderPath));

/** Whether the drive has a folder at `path` ('/' is the drive's root). */
export function folderExists(db: Db, councilId: number, driveId: string, path: string): boolean {
  if (path === '/') return true;
  const parent = path.slice(0, path.lastIndexOf('/')) || '/';
  return itemsIn(db, councilId, driveId, parent).some(
    (item) => item.path === path && item.is_folder,
  );
}

/** Lists a folder named by path segments below the drive: sub-folders first, then files, each by name. */
function browse(db: Db, councilId: number, driveId: string, segments: string[]) {
  const drive = connectedDrives(db, councilId).find((d) => d.drive_id === driveId);
  if (!drive) throw notFound();
  const path = segments.length === 0 ? '/' : `/${segments.join('/')}`;
  if (!folderExists(db, councilId, driveId, path)) throw notFound();
  const items = itemsIn(db, councilId, driveId, path).sort(
    (a, b) => Number(b.is_folder) - Number(a.is_folder) || a.name.localeCompare(b.name),
  );
  const breadcrumbs = [{ name: drive.name, path: '/' }];
  segments.forEach((name, index) =>
    breadcrumbs.push({ name, path: `/${segments.slice(0, index + 1).join('/')}` }),
  );
  return {
    body: {
      data: items.map(sharepointItemResource),
      drive: sharepointDriveResource(drive),
      breadcrumbs,
    },
  };
}

export const sharepointOperations = [
  defineOperation('listSharepointDrives', ({ params, db }) => {
    const connection = sharepointConnectionResource(db, params.council);
    const drives = connection.connected
      ? db.sharepointDrives.by('council_id', params.council).sort((a, b) => a.id - b.id)
      : [];
    return { body: { data: drives.map(sharepointDriveResource), connection } };
  }),

  defineOperation('browseSharepoint1', ({ params, db }) =>
    browse(db, params.council, params.segment1, []),
  ),
  defineOperation('browseSharepoint2', ({ params, db }) =>
    browse(db, params.council, params.segment1, [params.segment2]),
  ),
  defineOperation('browseSharepoint3', ({ params, db }) =>
    browse(db, params.council, params.segment1, [params.segment2, params.segment3]),
  ),

  defineOperation('confirmSharepointAuth', async ({ params, query, db, state, session }) => {
    const issued = consumeOAuthState(state, session.id, query.state, ['sharepoint']);
    if (!issued || issued.council_id !== params.council) {
      throw invalid('state', 'The authorization state is invalid. Please try again.');
    }
    const account = microsoftAccountOf(query.code);
    if (!account)
      throw invalid('code', 'Microsoft rejected the authorization code. Please try again.');
    const now = state.now().toISOString();
    const values = {
      connected: true,
      account_name: account.name,
      account_email: account.email,
      connected_at: now,
    };
    const existing = db.sharepointConnections.by('council_id', params.council)[0];
    if (existing) db.sharepointConnections.update(existing.id, values);
    else await db.sharepointConnections.create({ ...values, council_id: params.council });
    if (db.sharepointDrives.by('council_id', params.council).length === 0) {
      await writeSharepointDrives(db, params.council, NORTHWIND_SHAREPOINT, () => now);
    }
    return {
      body: {
        data: sharepointConnectionResource(db, params.council),
        message: 'SharePoint connected.',
      },
    };
  }),
];
