/**
 * A user's agent list, for every area. Agents the user added or bought are stored rows
 * (`source: free | purchased`). Agents a council provides are derived from the councils area's
 * tables with the chat area's rule (`councilsProvidingAgent`), so a council enabling, disabling or
 * assigning an agent shows at once; a `source: council` row is stored only to remember the pin
 * state of such an agent and is ignored while the council does not provide it.
 */
import type { Db } from './index';
import type { UserAgentRow } from './tables/identity';
import { councilsProvidingAgent } from './agent-access';

/** An entry of the list as the profile shows it; `row` is the stored record, when there is one. */
export interface ProfileAgentEntry {
  agent_id: number;
  source: UserAgentRow['source'];
  is_pinned: boolean;
  pinned_at: string | null;
  added_at: string;
  row: UserAgentRow | undefined;
}

const live = (db: Db, agentId: number) => {
  const agent = db.agents.get(agentId);
  return agent !== undefined && agent.deleted_at === null;
};

const entryOf = (row: UserAgentRow): ProfileAgentEntry => ({
  agent_id: row.agent_id,
  source: row.source,
  is_pinned: row.is_pinned,
  pinned_at: row.pinned_at,
  added_at: row.added_at,
  row,
});

/** When the council access began: the latest of joining the council and the agent's council settings changing. */
function councilAddedAt(db: Db, userId: number, agentId: number, councilIds: number[]): string {
  const dates = councilIds.map((councilId) => {
    const joined =
      db.memberships.by('user_id', userId).find((m) => m.council_id === councilId)?.joined_at ??
      null;
    const settings =
      db.councilAgents.by('agent_id', agentId).find((row) => row.council_id === councilId)
        ?.updated_at ?? null;
    return (
      [joined, settings]
        .filter((d): d is string => d !== null)
        .sort()
        .at(-1) ?? '1970-01-01T00:00:00.000Z'
    );
  });
  return dates.sort()[0]!;
}

export function profileAgentEntries(db: Db, userId: number): ProfileAgentEntry[] {
  const rows = db.userAgents.by('user_id', userId).filter((row) => live(db, row.agent_id));
  const own = new Map(
    rows.filter((row) => row.source !== 'council').map((row) => [row.agent_id, row]),
  );
  const pins = new Map(
    rows.filter((row) => row.source === 'council').map((row) => [row.agent_id, row]),
  );
  const entries = [...own.values()].map(entryOf);
  const assigned = new Set(db.councilAgentUsers.by('user_id', userId).map((row) => row.agent_id));
  for (const agentId of assigned) {
    if (own.has(agentId) || !live(db, agentId)) continue;
    const councils = councilsProvidingAgent(db, userId, agentId);
    if (councils.length === 0) continue;
    const pin = pins.get(agentId);
    if (pin?.hidden) continue;
    entries.push(
      pin
        ? entryOf(pin)
        : {
            agent_id: agentId,
            source: 'council',
            is_pinned: false,
            pinned_at: null,
            added_at: councilAddedAt(db, userId, agentId, councils),
            row: undefined,
          },
    );
  }
  return entries;
}

export function profileAgentEntry(
  db: Db,
  userId: number,
  agentId: number,
): ProfileAgentEntry | undefined {
  const row = db.userAgents
    .by('user_id', userId)
    .find((r) => r.agent_id === agentId && r.source !== 'council');
  if (row) return live(db, agentId) ? entryOf(row) : undefined;
  return profileAgentEntries(db, userId).find((entry) => entry.agent_id === agentId);
}

/** Pins or unpins an entry; a council-provided agent gets a row to remember it. Returns the new entry. */
export async function setPinned(
  db: Db,
  userId: number,
  entry: ProfileAgentEntry,
  pinned: boolean,
  now: string,
) {
  const patch = { is_pinned: pinned, pinned_at: pinned ? now : null };
  const row = entry.row
    ? db.userAgents.update(entry.row.id, patch)
    : await db.userAgents.create({
        user_id: userId,
        agent_id: entry.agent_id,
        source: 'council',
        added_at: entry.added_at,
        ...patch,
      });
  return entryOf(row);
}

type OwnSource = 'free' | 'purchased';

/**
 * Puts an agent in a user's own list (addAgent, a completed purchase), or upgrades a free entry to
 * purchased. Pin state is kept, including one remembered for a council-provided agent.
 */
export async function grantUserAgent(
  db: Db,
  userId: number,
  agentId: number,
  source: OwnSource,
  now: string,
) {
  const rows = db.userAgents.by('user_id', userId).filter((row) => row.agent_id === agentId);
  const own = rows.find((row) => row.source !== 'council');
  if (own)
    return own.source === 'free' && source === 'purchased'
      ? db.userAgents.update(own.id, { source })
      : own;
  const pin = rows.find((row) => row.source === 'council');
  if (pin) return db.userAgents.update(pin.id, { source, added_at: now, hidden: false });
  return db.userAgents.create({
    user_id: userId,
    agent_id: agentId,
    source,
    added_at: now,
    is_pinned: false,
    pinned_at: null,
  });
}

/** A council-provided agent leaves the user's list (the council still provides it; its pin is dropped). */
export async function hideCouncilAgent(db: Db, userId: number, entry: ProfileAgentEntry) {
  const patch = { hidden: true, is_pinned: false, pinned_at: null };
  if (entry.row) return db.userAgents.update(entry.row.id, patch);
  return db.userAgents.create({
    user_id: userId,
    agent_id: entry.agent_id,
    source: 'council',
    added_at: entry.added_at,
    ...patch,
  });
}

/** A council-provided agent the user hid, if they did. */
export function hiddenCouncilRow(
  db: Db,
  userId: number,
  agentId: number,
): UserAgentRow | undefined {
  return db.userAgents
    .by('user_id', userId)
    .find((row) => row.agent_id === agentId && row.source === 'council' && row.hidden === true);
}

/** The agent was deleted: it leaves every list. */
export function removeAgentFromAllLists(db: Db, agentId: number): void {
  for (const row of db.userAgents.by('agent_id', agentId)) db.userAgents.delete(row.id);
}
