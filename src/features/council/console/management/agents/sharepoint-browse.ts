import {
  getBrowseSharepoint1QueryOptions,
  getBrowseSharepoint2QueryOptions,
  getBrowseSharepoint3QueryOptions,
} from '@/generated/api/sharepoint/sharepoint';

/** The contract browses a drive's root and two folder levels below it (three path segments). */
export const MAX_FOLDER_DEPTH = 2;

/**
 * The query of one folder: the drive and the folder names from its root. The generated URLs do not
 * encode, so each segment is encoded here (names hold spaces, drive ids hold `!`).
 */
export function folderQuery(councilId: number, drive: string, folders: readonly string[]) {
  const [a, b] = folders.map(encodeURIComponent);
  const d = encodeURIComponent(drive);
  if (a === undefined)
    return getBrowseSharepoint1QueryOptions(councilId, d, { query: { retry: false } });
  if (b === undefined)
    return getBrowseSharepoint2QueryOptions(councilId, d, a, { query: { retry: false } });
  return getBrowseSharepoint3QueryOptions(councilId, d, a, b, { query: { retry: false } });
}

/** The path an agent link stores: "/" for the drive, "/A/B" for folders. */
export const folderPath = (folders: readonly string[]) => `/${folders.join('/')}`;
