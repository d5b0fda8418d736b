/**
 * Northwind's SharePoint document libraries: two drives and a folder tree four levels deep, so
 * the browse calls (which reach two levels below a drive's root) always show sub-folders.
 */
import { mimeOf } from '../mime-types';
import type { Db } from '../index';
import { SHAREPOINT_DRIVES } from '../seed-ids';
import { sharepointFolderKey } from '../tables/councils';

/** A folder (name and children) or a file (name and size in bytes). */
export type SharepointSeedNode =
  { name: string; children: SharepointSeedNode[] } | { name: string; size: number };

const folder = (name: string, ...children: SharepointSeedNode[]): SharepointSeedNode => ({
  name,
  children,
});
const file = (name: string, kb: number): SharepointSeedNode => ({ name, size: kb * 1024 });

export interface SharepointSeedDrive {
  driveId: string;
  name: string;
  webUrl: string;
  tree: SharepointSeedNode[];
}

const SITE = 'https://northwind.sharepoint.com/sites/Council';

export const NORTHWIND_SHAREPOINT: SharepointSeedDrive[] = [
  {
    driveId: SHAREPOINT_DRIVES.documents,
    name: 'Documents',
    webUrl: `${SITE}/Shared%20Documents`,
    tree: [
      folder(
        'Planning',
        folder(
          'Applications',
          folder(
            '2026',
            folder(
              'Approved',
              file('APP-2026-003 Decision notice.pdf', 212),
              file('APP-2026-007 Decision notice.pdf', 198),
            ),
            file('APP-2026-014 Design and access statement.pdf', 2480),
            file('APP-2026-014 Site plan.pdf', 1320),
            file('APP-2026-021 Officer report.docx', 96),
          ),
          folder('2025', file('Applications register 2025.xlsx', 64)),
          file('Validation checklist.docx', 48),
        ),
        folder('Appeals', file('Appeal APP-2025-118 statement of case.docx', 142)),
        file('Neighbourhood Plan.docx', 248),
        file('Local Plan policies map.pdf', 5120),
      ),
      folder(
        'Finance',
        folder(
          'Budgets',
          folder(
            '2026-27',
            file('Budget 2026-27 draft.xlsx', 310),
            file('Precept calculation.xlsx', 42),
          ),
          file('Budget 2025-26.xlsx', 296),
        ),
        folder(
          'Audit',
          file('Internal audit report 2025.pdf', 880),
          file('Annual governance statement.docx', 64),
        ),
        file('Financial regulations.pdf', 410),
      ),
      folder(
        'Policies',
        folder('HR', file('Grievance policy.docx', 58), file('Recruitment policy.docx', 61)),
        file('Code of conduct.pdf', 350),
        file('Complaints procedure.docx', 44),
        file('Data protection policy.pdf', 288),
      ),
      folder('Archive'),
      file('Welcome to the council library.docx', 32),
      file('Contacts.xlsx', 18),
    ],
  },
  {
    driveId: SHAREPOINT_DRIVES.committeePapers,
    name: 'Committee Papers',
    webUrl: `${SITE}/Committee%20Papers`,
    tree: [
      folder(
        'Full Council',
        folder(
          '2026',
          folder('March', file('Agenda 2026-03-12.pdf', 120), file('Minutes 2026-03-12.docx', 84)),
          file('Forward plan 2026.xlsx', 36),
        ),
        folder('2025', file('Minutes 2025-12-10.docx', 81)),
      ),
      folder(
        'Planning Committee',
        folder(
          '2026',
          folder('February', file('Agenda 2026-02-19.pdf', 98)),
          file('Schedule of applications.xlsx', 52),
        ),
      ),
      folder('Finance Committee', file('Terms of reference.docx', 28)),
    ],
  },
];

/** Graph-like item ids (34 upper-case characters), stable for a council, drive and path. */
function itemId(key: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  let out = '01';
  for (let round = 0; out.length < 34; round++) {
    for (let i = 0; i < key.length; i++) {
      h1 = Math.imul(h1 ^ key.charCodeAt(i), 16777619) >>> 0;
      h2 = Math.imul(h2 ^ (key.charCodeAt(i) + round), 2246822519) >>> 0;
    }
    out +=
      alphabet[h1 % 32]! +
      alphabet[h2 % 32]! +
      alphabet[(h1 >>> 5) % 32]! +
      alphabet[(h2 >>> 5) % 32]!;
  }
  return out.slice(0, 34);
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/**
 * Stores drives and their trees for a council: the seed's libraries for Northwind, and the same
 * libraries for a council that connects SharePoint while the mock runs (Microsoft would list the
 * tenant's libraries). `modifiedAt` gives each item's modification time by its position.
 */
export async function writeSharepointDrives(
  db: Db,
  councilId: number,
  drives: readonly SharepointSeedDrive[],
  modifiedAt: (index: number) => string,
): Promise<void> {
  let index = 0;
  const write = async (
    driveId: string,
    webUrl: string,
    parentPath: string,
    nodes: readonly SharepointSeedNode[],
  ) => {
    for (const node of nodes) {
      const path = parentPath === '/' ? `/${node.name}` : `${parentPath}/${node.name}`;
      const isFolder = 'children' in node;
      await db.sharepointItems.create({
        item_id: itemId(`${councilId}:${driveId}:${path}`),
        council_id: councilId,
        drive_id: driveId,
        folder_key: sharepointFolderKey(councilId, driveId, parentPath),
        name: node.name,
        path,
        is_folder: isFolder,
        size: isFolder ? null : node.size,
        mime_type: isFolder ? null : mimeOf(node.name),
        web_url: `${webUrl}${encodePath(path)}`,
        modified_at: modifiedAt(index++),
      });
      if (isFolder) await write(driveId, webUrl, path, node.children);
    }
  };
  for (const drive of drives) {
    await db.sharepointDrives.create({
      council_id: councilId,
      drive_id: drive.driveId,
      name: drive.name,
      web_url: drive.webUrl,
      drive_type: 'documentLibrary',
    });
    await write(drive.driveId, drive.webUrl, '/', drive.tree);
  }
}
