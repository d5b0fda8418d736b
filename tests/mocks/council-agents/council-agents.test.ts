/**
 * The councils area's agents: their settings, their files and the members assigned to them, through
 * the app's generated client against the mock backend. The file library: council-files.test.ts;
 * SharePoint: council-sharepoint.test.ts.
 */
import { createAgent } from '@/generated/api/agents/agents';
import {
  deleteCouncilAgentFile,
  listCouncilAgentFiles,
  listCouncilAgents,
  listCouncilAgentUsers,
  updateCouncilAgent,
  updateCouncilAgentUsers,
  uploadCouncilAgentFile,
} from '@/generated/api/council-agents/council-agents';
import { getCouncil } from '@/generated/api/councils/councils';
import { describe, expect, it } from 'vitest';
import { COUNCILS, FIRST_EXTRA_USER_ID, SHAREPOINT_DRIVES, USERS } from '@mocks/db/seed-ids';
import { failure, signInAs, signOut, useMockServer } from '../helpers';
import { file, useStatuses, watchBroadcasts } from '../councils-helpers';

const mock = useMockServer();
const status = useStatuses(mock);
const extra = (n: number) => FIRST_EXTRA_USER_ID + n;
const db = () => mock.state.db;
const { documents: DOCUMENTS } = SHAREPOINT_DRIVES;
/** Agents Northwind has: 1 has a SharePoint link and files, 9 is plain, 2 is not Northwind's. */
const LINKED = 1;
const PLAIN = 9;
const NOT_NORTHWINDS = 2;

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
