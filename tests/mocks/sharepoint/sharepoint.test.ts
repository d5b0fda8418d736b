/**
 * The councils area's SharePoint: browsing drives, linking a council agent to a library, and the
 * Microsoft consent that connects it, through the app's generated client against the mock backend.
 */
import { getMicrosoftRedirect } from '@/generated/api/auth/auth';
import { linkCouncilAgentSharepoint } from '@/generated/api/council-agents/council-agents';
import {
  browseSharepoint1,
  browseSharepoint2,
  browseSharepoint3,
  confirmSharepointAuth,
  listSharepointDrives,
} from '@/generated/api/sharepoint/sharepoint';
import { describe, expect, it } from 'vitest';
import { COUNCILS, FIRST_EXTRA_USER_ID, SHAREPOINT_DRIVES } from '@mocks/db/seed-ids';
import { failure, signInAs, useMockServer } from '../helpers';
import { watchBroadcasts } from '../councils-helpers';

const mock = useMockServer();
const extra = (n: number) => FIRST_EXTRA_USER_ID + n;
const { documents: DOCUMENTS, committeePapers: PAPERS } = SHAREPOINT_DRIVES;
/** Agents Northwind has: 1 has a SharePoint link and files, 9 is plain, 2 is not Northwind's. */
const LINKED = 1;
const PLAIN = 9;
const NOT_NORTHWINDS = 2;

describe('SharePoint browsing', () => {
  it('lists the drives and the connection', async () => {
    await signInAs('member@example.com');
    const { data, connection } = await listSharepointDrives(COUNCILS.northwind);
    expect(data.map((d) => d.id)).toEqual([DOCUMENTS, PAPERS]);
    expect(connection).toMatchObject({ connected: true });
    await signInAs('demo@example.com');
    expect(await listSharepointDrives(COUNCILS.riverside)).toEqual({
      data: [],
      connection: { connected: false, account_name: null, account_email: null, connected_at: null },
    });
  });

  it('browses a drive root: folders first, then files, each by name', async () => {
    await signInAs('member@example.com');
    const root = await browseSharepoint1(COUNCILS.northwind, DOCUMENTS);
    expect(root.data.map((i) => i.name)).toEqual([
      'Archive',
      'Finance',
      'Planning',
      'Policies',
      'Contacts.xlsx',
      'Welcome to the council library.docx',
    ]);
    expect(root.drive).toMatchObject({
      id: DOCUMENTS,
      name: 'Documents',
      drive_type: 'documentLibrary',
    });
    expect(root.breadcrumbs).toEqual([{ name: 'Documents', path: '/' }]);
  });

  it('browses two levels down, with URL-encoded segments and breadcrumbs', async () => {
    await signInAs('member@example.com');
    const planning = await browseSharepoint2(COUNCILS.northwind, DOCUMENTS, 'Planning');
    expect(planning.data.find((i) => i.name === 'Applications')).toMatchObject({
      is_folder: true,
      path: '/Planning/Applications',
      size: null,
    });
    const applications = await browseSharepoint3(
      COUNCILS.northwind,
      DOCUMENTS,
      'Planning',
      'Applications',
    );
    expect(applications.data.map((i) => i.name)).toEqual([
      '2025',
      '2026',
      'Validation checklist.docx',
    ]);
    expect(applications.breadcrumbs).toEqual([
      { name: 'Documents', path: '/' },
      { name: 'Planning', path: '/Planning' },
      { name: 'Applications', path: '/Planning/Applications' },
    ]);
    const council = await browseSharepoint2(
      COUNCILS.northwind,
      PAPERS,
      encodeURIComponent('Full Council'),
    );
    expect(council.data.map((i) => i.name)).toEqual(['2025', '2026']);
    const file = applications.data.find((i) => !i.is_folder)!;
    expect(file).toMatchObject({
      path: '/Planning/Applications/Validation checklist.docx',
      mime_type: expect.stringContaining('wordprocessingml'),
    });
  });

  it('answers 404 for an unknown drive or folder or a file, 422 when not connected, 403 to a non-member', async () => {
    await signInAs('demo@example.com');
    await failure(browseSharepoint1(COUNCILS.northwind, 'b!unknown'), 404);
    await failure(browseSharepoint2(COUNCILS.northwind, DOCUMENTS, 'Nowhere'), 404);
    await failure(
      browseSharepoint3(
        COUNCILS.northwind,
        DOCUMENTS,
        'Planning',
        encodeURIComponent('Neighbourhood Plan.docx'),
      ),
      404,
    );
    const notConnected = await failure(browseSharepoint1(COUNCILS.riverside, DOCUMENTS), 422);
    expect(notConnected.body).toEqual({
      message: 'SharePoint is not connected.',
      errors: { sharepoint: ['SharePoint is not connected.'] },
    });
    await failure(browseSharepoint1(COUNCILS.harbor, DOCUMENTS), 403);
    await failure(listSharepointDrives(COUNCILS.harbor), 403);
  });
});

describe('linkCouncilAgentSharepoint', () => {
  it('links a folder to an agent, replacing the previous link', async () => {
    await signInAs('manager@example.com');
    const events = watchBroadcasts(mock);
    const { data } = await linkCouncilAgentSharepoint(COUNCILS.northwind, LINKED, {
      drive: PAPERS,
      path: '/Full Council/2026',
    });
    expect(data).toMatchObject({
      id: LINKED,
      sharepoint: { drive: PAPERS, path: '/Full Council/2026' },
    });
    expect(events().map((e) => e.event)).toEqual(['council.agent.updated']);
    const root = await linkCouncilAgentSharepoint(COUNCILS.northwind, PLAIN, {
      drive: DOCUMENTS,
      path: '/',
    });
    expect(root.data.sharepoint).toEqual({ drive: DOCUMENTS, path: '/' });
  });

  it('answers 422 for a missing folder, a file, an unknown drive or no connection', async () => {
    await signInAs('manager@example.com');
    const missing = await failure(
      linkCouncilAgentSharepoint(COUNCILS.northwind, LINKED, {
        drive: DOCUMENTS,
        path: '/Nowhere',
      }),
      422,
    );
    expect(missing.errors).toEqual({ path: ['The folder does not exist in this drive.'] });
    await failure(
      linkCouncilAgentSharepoint(COUNCILS.northwind, LINKED, {
        drive: DOCUMENTS,
        path: '/Contacts.xlsx',
      }),
      422,
    );
    await failure(
      linkCouncilAgentSharepoint(COUNCILS.northwind, LINKED, { drive: 'b!unknown', path: '/' }),
      422,
    );
    await failure(
      linkCouncilAgentSharepoint(COUNCILS.northwind, LINKED, {
        drive: DOCUMENTS,
        path: 'no-slash',
      }),
      422,
    );
    await signInAs(mock.state.db.users.get(extra(11))!.email);
    const notConnected = await failure(
      linkCouncilAgentSharepoint(COUNCILS.riverside, 1, { drive: DOCUMENTS, path: '/' }),
      422,
    );
    expect(notConnected.errors).toEqual({ sharepoint: ['SharePoint is not connected.'] });
  });

  it('answers 404 for an agent the council lacks and 403 to a member', async () => {
    await signInAs('manager@example.com');
    await failure(
      linkCouncilAgentSharepoint(COUNCILS.northwind, NOT_NORTHWINDS, {
        drive: DOCUMENTS,
        path: '/',
      }),
      404,
    );
    await signInAs('member@example.com');
    await failure(
      linkCouncilAgentSharepoint(COUNCILS.northwind, LINKED, { drive: DOCUMENTS, path: '/' }),
      403,
    );
  });
});

describe('confirmSharepointAuth', () => {
  /** What the Microsoft consent sends back to /auth/Sharepoint_callback. */
  async function consent(councilId: number) {
    const { url } = await getMicrosoftRedirect({ type: 'sharepoint', council_id: councilId });
    const back = new URL(url);
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }

  it('connects the council with the state issued for it; the state is single-use', async () => {
    await signInAs('demo@example.com');
    const params = await consent(COUNCILS.empty);
    const response = await confirmSharepointAuth(COUNCILS.empty, params);
    expect(response).toMatchObject({
      message: 'SharePoint connected.',
      data: { connected: true, account_email: 'demo@example.com' },
    });
    const drives = await listSharepointDrives(COUNCILS.empty);
    expect(drives.connection.connected).toBe(true);
    expect(drives.data.length).toBeGreaterThan(0);
    expect(
      (await browseSharepoint1(COUNCILS.empty, drives.data[0]!.id)).data.length,
    ).toBeGreaterThan(0);
    const reused = await failure(confirmSharepointAuth(COUNCILS.empty, params), 422);
    expect(reused.errors).toEqual({
      state: ['The authorization state is invalid. Please try again.'],
    });
  });

  it('answers 422 for a state issued for another council or a rejected code', async () => {
    await signInAs('demo@example.com');
    const forNorthwind = await consent(COUNCILS.northwind);
    await failure(confirmSharepointAuth(COUNCILS.empty, forNorthwind), 422);
    const { state } = await consent(COUNCILS.empty);
    const rejected = await failure(
      confirmSharepointAuth(COUNCILS.empty, { code: 'expired-code', state }),
      422,
    );
    expect(rejected.errors).toEqual({
      code: ['Microsoft rejected the authorization code. Please try again.'],
    });
  });

  it('answers 403 to a manager', async () => {
    await signInAs('manager@example.com');
    await failure(confirmSharepointAuth(COUNCILS.northwind, { code: 'x', state: 'y' }), 403);
  });
});
