/** The agents a council has: their council settings, files and assigned members. */
import type { Db } from '../../db';
import { activeMembership, councilAgentOf, councilAgentUserIds } from '../../db/queries/councils';
import type { CouncilAgentRow } from '../../db/tables/councils';
import { defineOperation } from '../../laravel/define-operation';
import { notFound, validationError, type FieldErrors } from '../../laravel/errors';
import {
  councilAgentFileResource,
  councilAgentResource,
  councilAgentsResource,
  councilUserResource,
} from '../../resources/councils';
import type { MockState } from '../../laravel/mock-state';
import { councilEvents } from '../council-events';
import { acceptUpload } from '../../laravel/uploads';
import { COUNCIL_AGENT_FILE_TYPES } from '../council-uploads';

/** The council's agent named by the path; 404 when the council does not have it. */
export function councilAgentFor(
  db: Db,
  councilId: number,
  agentId: number,
  now: Date,
): CouncilAgentRow {
  const row = councilAgentOf(db, councilId, agentId, now);
  if (!row) throw notFound();
  return row;
}

/** Applies a change to a council agent (storing the row of an agent created for the council first) and announces it. */
export async function changeCouncilAgent(
  state: MockState,
  row: CouncilAgentRow,
  patch: Partial<Omit<CouncilAgentRow, 'id' | 'council_id' | 'agent_id'>> = {},
): Promise<CouncilAgentRow> {
  const updated_at = state.now().toISOString();
  const { id: _unsaved, ...values } = row;
  const saved =
    row.id === 0
      ? await state.db.councilAgents.create({ ...values, ...patch, updated_at })
      : state.db.councilAgents.update(row.id, { ...patch, updated_at });
  councilEvents(state, saved.council_id).agentUpdated(councilAgentResource(state.db, saved));
  return saved;
}

const byName = (db: Db) => (a: number, b: number) =>
  (db.users.get(a)?.name ?? '').localeCompare(db.users.get(b)?.name ?? '') || a - b;

function assignedUsers(db: Db, councilId: number, agentId: number) {
  return councilAgentUserIds(db, councilId, agentId)
    .map((userId) => activeMembership(db, councilId, userId))
    .filter((m) => m !== undefined)
    .sort((a, b) => byName(db)(a.user_id, b.user_id))
    .map((m) => councilUserResource(db, m));
}

export const councilAgentOperations = [
  defineOperation('listCouncilAgents', ({ params, db, state }) => {
    return { body: { data: councilAgentsResource(db, params.council, state.now()) } };
  }),

  defineOperation('updateCouncilAgent', async ({ params, body, db, state }) => {
    const row = councilAgentFor(db, params.council, params.agent, state.now());
    const saved = await changeCouncilAgent(state, row, {
      ...(body.is_enabled !== undefined ? { is_enabled: body.is_enabled } : {}),
      ...(body.instructions !== undefined ? { instructions: body.instructions || null } : {}),
    });
    return { body: { data: councilAgentResource(db, saved) } };
  }),

  defineOperation('listCouncilAgentFiles', ({ params, db, state, url }) => {
    councilAgentFor(db, params.council, params.agent, state.now());
    const files = db.councilAgentFiles
      .by('agent_id', params.agent)
      .filter((file) => file.council_id === params.council)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return { body: { data: files.map((file) => councilAgentFileResource(db, file, url.origin)) } };
  }),

  defineOperation('uploadCouncilAgentFile', async ({ params, body, user, db, state, url }) => {
    const row = councilAgentFor(db, params.council, params.agent, state.now());
    const upload = acceptUpload(body.file, COUNCIL_AGENT_FILE_TYPES);
    const file = await db.councilAgentFiles.create({
      ...upload,
      council_id: params.council,
      agent_id: params.agent,
      uploaded_by_id: user!.id,
      created_at: state.now().toISOString(),
    });
    await changeCouncilAgent(state, row);
    return { status: 201, body: { data: councilAgentFileResource(db, file, url.origin) } };
  }),

  defineOperation('deleteCouncilAgentFile', async ({ params, db, state }) => {
    const row = councilAgentFor(db, params.council, params.agent, state.now());
    const file = db.councilAgentFiles.get(params.file);
    if (!file || file.council_id !== params.council || file.agent_id !== params.agent)
      throw notFound();
    db.councilAgentFiles.delete(file.id);
    await changeCouncilAgent(state, row);
    return {};
  }),

  defineOperation('listCouncilAgentUsers', ({ params, db, state }) => {
    councilAgentFor(db, params.council, params.agent, state.now());
    return { body: { data: assignedUsers(db, params.council, params.agent) } };
  }),

  defineOperation('updateCouncilAgentUsers', async ({ params, body, db, state }) => {
    const row = councilAgentFor(db, params.council, params.agent, state.now());
    const errors: FieldErrors = {};
    // A repeated id was refused with the body's other rules (`uniqueItems`, mocks/laravel/distinct.ts).
    body.users.forEach((userId, index) => {
      if (!activeMembership(db, params.council, userId)) {
        errors[`users.${index}`] = [`The selected users.${index} is not a member of this council.`];
      }
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const wanted = new Set(body.users);
    const current = db.councilAgentUsers
      .by('council_id', params.council)
      .filter((a) => a.agent_id === params.agent);
    for (const assignment of current)
      if (!wanted.has(assignment.user_id)) db.councilAgentUsers.delete(assignment.id);
    const kept = new Set(current.map((a) => a.user_id));
    for (const userId of body.users) {
      if (!kept.has(userId))
        await db.councilAgentUsers.create({
          council_id: params.council,
          agent_id: params.agent,
          user_id: userId,
        });
    }
    await changeCouncilAgent(state, row);
    return { body: { data: assignedUsers(db, params.council, params.agent) } };
  }),
];
