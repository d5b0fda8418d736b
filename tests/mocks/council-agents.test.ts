/**
 * The councils area: the council's file library, its agents (settings, files, assigned members)
 * and SharePoint, through the app's generated client against the mock backend.
 */
import { createAgent } from '@/generated/api/agents/agents';
import { getMicrosoftRedirect } from '@/generated/api/auth/auth';
import {
  deleteCouncilAgentFile,
  linkCouncilAgentSharepoint,
  listCouncilAgentFiles,
  listCouncilAgents,
  listCouncilAgentUsers,
  updateCouncilAgent,
  updateCouncilAgentUsers,
  uploadCouncilAgentFile,
} from '@/generated/api/council-agents/council-agents';
import {
  deleteCouncilFile,
  getCouncil,
  listCouncilFiles,
  uploadCouncilFile,
} from '@/generated/api/councils/councils';
import {
  browseSharepoint1,
  browseSharepoint2,
  browseSharepoint3,
  confirmSharepointAuth,
  listSharepointDrives,
} from '@/generated/api/sharepoint/sharepoint';
import { describe, expect, it } from 'vitest';
import { COUNCILS, FIRST_EXTRA_USER_ID, SHAREPOINT_DRIVES, USERS } from '@mocks/db/seed-ids';
import { failure, signInAs, signOut, useMockServer } from './helpers';
import { file, useStatuses, watchBroadcasts } from './councils-helpers';

const mock = useMockServer();
const status = useStatuses(mock);
const extra = (n: number) => FIRST_EXTRA_USER_ID + n;
const db = () => mock.state.db;
const { documents: DOCUMENTS, committeePapers: PAPERS } = SHAREPOINT_DRIVES;
/** Agents Northwind has: 1 has a SharePoint link and files, 9 is plain, 2 is not Northwind's. */
const LINKED = 1;
const PLAIN = 9;
const NOT_NORTHWINDS = 2;

describe('listCouncilFiles', () => {
  it('lists the library newest first, paged, searchable by name', async () => {
    await signInAs('member@example.com');
    const page = await listCouncilFiles(COUNCILS.northwind);
    expect(page.meta).toMatchObject({ total: 24, per_page: 15, last_page: 2 });
    const times = page.data.map((f) => f.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.data[0]!.url).toMatch(
      new RegExp(`^${location.origin}/storage/council-files/\\d+/`),
    );
    const found = await listCouncilFiles(COUNCILS.northwind, { search: 'POLICY' });
    expect(found.data.map((f) => f.name).sort()).toEqual([
      'Data protection policy.pdf',
      'Grievance policy.docx',
    ]);
  });

  it('answers 403 to a non-member and 422 for a page size over 100', async () => {
    await signInAs('partner@example.com');
    await failure(listCouncilFiles(COUNCILS.northwind), 403);
    await signInAs('demo@example.com');
    await failure(listCouncilFiles(COUNCILS.northwind, { per_page: 500 }), 422);
  });
});

describe('uploadCouncilFile and deleteCouncilFile', () => {
  it('stores an upload with its name, size and type, listed first, and deletes it', async () => {
    await signInAs('manager@example.com');
    const { data } = await uploadCouncilFile(COUNCILS.northwind, {
      file: file(
        'Agenda June.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        4321,
      ),
    });
    expect(status.last()).toBe(201);
    expect(data).toMatchObject({
      council_id: COUNCILS.northwind,
      name: 'Agenda June.docx',
      size: 4321,
      mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      uploaded_by: { id: USERS.manager, name: 'Max Manager' },
    });
    expect((await listCouncilFiles(COUNCILS.northwind)).data[0]!.id).toBe(data.id);
    await expect(deleteCouncilFile(COUNCILS.northwind, data.id)).resolves.toBeUndefined();
    expect(status.last()).toBe(204);
    await failure(deleteCouncilFile(COUNCILS.northwind, data.id), 404);
  });

  it('answers 422 for a type that is not allowed or a file over 20 MB', async () => {
    await signInAs('demo@example.com');
    const type = await failure(
      uploadCouncilFile(COUNCILS.northwind, {
        file: file('setup.exe', 'application/x-msdownload'),
      }),
      422,
    );
    expect(type.errors).toEqual({
      file: [
        'The file field must be a file of type: pdf, doc, docx, xls, xlsx, ppt, pptx, odt, txt, md, csv, rtf, png, jpg.',
      ],
    });
    const big = await failure(
      uploadCouncilFile(COUNCILS.northwind, {
        file: file('big.pdf', 'application/pdf', 20 * 1024 * 1024 + 1),
      }),
      422,
    );
    expect(big.errors).toEqual({
      file: ['The file field must not be greater than 20480 kilobytes.'],
    });
  });

  it('answers 403 to a member and 404 for a file of another council', async () => {
    await signInAs('member@example.com');
    await failure(
      uploadCouncilFile(COUNCILS.northwind, { file: file('notes.txt', 'text/plain') }),
      403,
    );
    await failure(
      deleteCouncilFile(
        COUNCILS.northwind,
        db().councilFiles.by('council_id', COUNCILS.northwind)[0]!.id,
      ),
      403,
    );
    await signInAs('demo@example.com');
    await failure(
      deleteCouncilFile(
        COUNCILS.northwind,
        db().councilFiles.by('council_id', COUNCILS.riverside)[0]!.id,
      ),
      404,
    );
  });
});

describe('listCouncilAgents and updateCouncilAgent', () => {
  it('lists the council agents by name, enabled or not, with their council settings', async () => {
    await signInAs('member@example.com');
    const { data } = await listCouncilAgents(COUNCILS.northwind);
    expect(data).toHaveLength(13);
    const names = data.map((a) => a.agent.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(data.filter((a) => !a.is_enabled)).toHaveLength(2);
    const linked = data.find((a) => a.id === LINKED)!;
    expect(linked).toMatchObject({
      agent: { id: LINKED },
      files_count: 2,
      sharepoint: { drive: DOCUMENTS, path: '/Planning/Applications' },
    });
    expect(linked.users_count).toBeGreaterThan(0);
  });

  it('shows an agent created for the council, which can then be configured', async () => {
    await signInAs('manager@example.com');
    const { data: agent } = await createAgent({
      name: 'Allotments Helper',
      description: 'Answers allotment questions.',
      council_id: COUNCILS.northwind,
    });
    const listed = (await listCouncilAgents(COUNCILS.northwind)).data.find(
      (a) => a.id === agent.id,
    );
    expect(listed).toMatchObject({
      is_enabled: true,
      files_count: 0,
      users_count: 0,
      agent: { status: 'draft' },
    });
    expect((await getCouncil(COUNCILS.northwind)).data.agents_count).toBe(14);
    const { data } = await updateCouncilAgent(COUNCILS.northwind, agent.id, { is_enabled: false });
    expect(data).toMatchObject({ id: agent.id, is_enabled: false });
    expect(db().councilAgents.by('agent_id', agent.id)).toHaveLength(1);
  });

  it('enables, disables and instructs, announcing each change', async () => {
    await signInAs('manager@example.com');
    const events = watchBroadcasts(mock);
    const { data } = await updateCouncilAgent(COUNCILS.northwind, PLAIN, {
      is_enabled: false,
      instructions: 'Use British English.',
    });
    expect(data).toMatchObject({
      id: PLAIN,
      is_enabled: false,
      instructions: 'Use British English.',
    });
    expect(events()).toEqual([
      {
        channel: `presence-councils.${COUNCILS.northwind}`,
        event: 'council.agent.updated',
        payload: { council_id: COUNCILS.northwind, agent: data },
      },
    ]);
    const cleared = await updateCouncilAgent(COUNCILS.northwind, PLAIN, { instructions: '' });
    expect(cleared.data).toMatchObject({ instructions: null, is_enabled: false });
  });

  it('answers 422 for instructions over 10000 characters, 404 for an agent the council lacks, 403 to a member', async () => {
    await signInAs('manager@example.com');
    const long = await failure(
      updateCouncilAgent(COUNCILS.northwind, PLAIN, { instructions: 'x'.repeat(10_001) }),
      422,
    );
    expect(long.errors).toEqual({
      instructions: ['The instructions field must not be greater than 10000 characters.'],
    });
    await failure(
      updateCouncilAgent(COUNCILS.northwind, NOT_NORTHWINDS, { is_enabled: true }),
      404,
    );
    await signInAs('member@example.com');
    await failure(updateCouncilAgent(COUNCILS.northwind, PLAIN, { is_enabled: true }), 403);
    await signOut();
    await failure(listCouncilAgents(COUNCILS.northwind), 401);
  });
});

describe('council agent files', () => {
  it('lists the council files of an agent, newest first', async () => {
    await signInAs('member@example.com');
    const { data } = await listCouncilAgentFiles(COUNCILS.northwind, LINKED);
    expect(data.map((f) => f.name)).toEqual([
      'Local validation list.docx',
      'Northwind Neighbourhood Plan.pdf',
    ]);
    expect(data[0]).toMatchObject({ council_id: COUNCILS.northwind, agent_id: LINKED });
    await failure(listCouncilAgentFiles(COUNCILS.northwind, NOT_NORTHWINDS), 404);
  });

  it('uploads and deletes, announcing the new files_count', async () => {
    await signInAs('manager@example.com');
    const events = watchBroadcasts(mock);
    const { data } = await uploadCouncilAgentFile(COUNCILS.northwind, LINKED, {
      file: file('Design guide.pdf', 'application/pdf', 2048),
    });
    expect(status.last()).toBe(201);
    expect(data).toMatchObject({
      name: 'Design guide.pdf',
      size: 2048,
      mime_type: 'application/pdf',
      agent_id: LINKED,
    });
    expect(events()[0]).toMatchObject({
      event: 'council.agent.updated',
      payload: { agent: { id: LINKED, files_count: 3 } },
    });
    await deleteCouncilAgentFile(COUNCILS.northwind, LINKED, data.id);
    expect(status.last()).toBe(204);
    expect(events()[1]).toMatchObject({
      event: 'council.agent.updated',
      payload: { agent: { files_count: 2 } },
    });
    await failure(deleteCouncilAgentFile(COUNCILS.northwind, LINKED, data.id), 404);
  });

  it('answers 422 for an image, 404 for a file of another agent, 403 to a member', async () => {
    await signInAs('manager@example.com');
    const image = await failure(
      uploadCouncilAgentFile(COUNCILS.northwind, LINKED, { file: file('map.png', 'image/png') }),
      422,
    );
    expect(image.errors.file![0]).toBe(
      'The file field must be a file of type: pdf, doc, docx, xls, xlsx, ppt, pptx, odt, txt, md, csv, rtf.',
    );
    const othersFile = db().councilAgentFiles.by('agent_id', 6)[0]!;
    await failure(deleteCouncilAgentFile(COUNCILS.northwind, LINKED, othersFile.id), 404);
    await signInAs('member@example.com');
    await failure(
      uploadCouncilAgentFile(COUNCILS.northwind, LINKED, { file: file('a.txt', 'text/plain') }),
      403,
    );
  });
});

describe('council agent users', () => {
  it('lists the assigned members by name', async () => {
    await signInAs('member@example.com');
    const { data } = await listCouncilAgentUsers(COUNCILS.northwind, LINKED);
    const names = data.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(data.map((u) => u.id)).toContain(USERS.demo);
    await failure(listCouncilAgentUsers(COUNCILS.northwind, NOT_NORTHWINDS), 404);
  });

  it('replaces the list and announces the new users_count', async () => {
    await signInAs('manager@example.com');
    const events = watchBroadcasts(mock);
    const { data } = await updateCouncilAgentUsers(COUNCILS.northwind, PLAIN, {
      users: [USERS.member, extra(3)],
    });
    expect(data.map((u) => u.id).sort()).toEqual([USERS.member, extra(3)].sort());
    expect(events()[0]).toMatchObject({
      event: 'council.agent.updated',
      payload: { agent: { id: PLAIN, users_count: 2 } },
    });
    expect((await listCouncilAgentUsers(COUNCILS.northwind, PLAIN)).data).toHaveLength(2);
    expect((await updateCouncilAgentUsers(COUNCILS.northwind, PLAIN, { users: [] })).data).toEqual(
      [],
    );
  });

  it('answers 422 for duplicates and non-members, 403 to a member', async () => {
    await signInAs('manager@example.com');
    const dup = await failure(
      updateCouncilAgentUsers(COUNCILS.northwind, PLAIN, { users: [USERS.member, USERS.member] }),
      422,
    );
    expect(dup.errors).toEqual({
      'users.0': ['The users.0 field has a duplicate value.'],
      'users.1': ['The users.1 field has a duplicate value.'],
    });
    const outsider = await failure(
      updateCouncilAgentUsers(COUNCILS.northwind, PLAIN, { users: [USERS.demo, USERS.partner] }),
      422,
    );
    expect(outsider.body).toEqual({
      message: 'The selected users.1 is not a member of this council.',
      errors: { 'users.1': ['The selected users.1 is not a member of this council.'] },
    });
    await signInAs('member@example.com');
    await failure(updateCouncilAgentUsers(COUNCILS.northwind, PLAIN, { users: [] }), 403);
  });
});

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
