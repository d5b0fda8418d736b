/**
 * Lookups over the councils area's tables that both the resources and the handlers need. All go
 * through the tables' indexes: a council has tens of members, never a scan of every membership.
 */
import type { Db } from '../index';
import type { CouncilAgentRow, InvitationRow, LicenceRow, MembershipRow } from '../tables/councils';

/** The user's membership of the council, active or invited. */
export function membershipOf(db: Db, councilId: number, userId: number): MembershipRow | undefined {
  return db.memberships.by('user_id', userId).find((m) => m.council_id === councilId);
}

export function activeMembership(
  db: Db,
  councilId: number,
  userId: number,
): MembershipRow | undefined {
  const membership = membershipOf(db, councilId, userId);
  return membership?.status === 'active' ? membership : undefined;
}

export function activeMembers(db: Db, councilId: number): MembershipRow[] {
  return db.memberships.by('council_id', councilId).filter((m) => m.status === 'active');
}

export function activeAdminCount(db: Db, councilId: number): number {
  return activeMembers(db, councilId).filter((m) => m.role === 'admin').length;
}

/** A licence is expired once `expires_at` has passed, whatever its stored status says. */
export function licenceStatus(licence: LicenceRow, now: Date): LicenceRow['status'] {
  if (
    licence.status === 'expired' ||
    (licence.expires_at !== null && Date.parse(licence.expires_at) <= now.getTime())
  )
    return 'expired';
  return licence.user_id === null ? 'unassigned' : 'active';
}

export function invitationStatus(invitation: InvitationRow, now: Date): InvitationRow['status'] {
  if (invitation.status === 'pending' && Date.parse(invitation.expires_at) <= now.getTime())
    return 'expired';
  return invitation.status;
}

/** The pending invitation of a user to a council, if any (expired ones included: they are not accepted). */
export function pendingInvitationOf(
  db: Db,
  councilId: number,
  userId: number,
): InvitationRow | undefined {
  return db.invitations
    .by('user_id', userId)
    .find((i) => i.council_id === councilId && i.status === 'pending');
}

export function pendingJoinRequestOf(db: Db, councilId: number, userId: number) {
  return db.joinRequests
    .by('user_id', userId)
    .find((r) => r.council_id === councilId && r.status === 'pending');
}

/**
 * The council's agents: its rows, plus agents created for the council (`agents.council_id`) that
 * have no row yet (an agent created after the seed), shown with the defaults a new row gets.
 */
export function councilAgentRows(db: Db, councilId: number, now: Date): CouncilAgentRow[] {
  const rows = db.councilAgents.by('council_id', councilId);
  const known = new Set(rows.map((row) => row.agent_id));
  const created = db.agents
    .where(
      (agent) =>
        agent.council_id === councilId && agent.deleted_at === null && !known.has(agent.id),
    )
    .map((agent) => newCouncilAgent(councilId, agent.id, now));
  return [...rows, ...created].filter((row) => {
    const agent = db.agents.get(row.agent_id);
    return agent !== undefined && agent.deleted_at === null;
  });
}

/** A council agent row as it is first stored (id 0: not stored yet). */
export function newCouncilAgent(councilId: number, agentId: number, now: Date): CouncilAgentRow {
  return {
    id: 0,
    council_id: councilId,
    agent_id: agentId,
    is_enabled: true,
    instructions: null,
    sharepoint_drive: null,
    sharepoint_path: null,
    updated_at: now.toISOString(),
  };
}

export function councilAgentOf(
  db: Db,
  councilId: number,
  agentId: number,
  now: Date,
): CouncilAgentRow | undefined {
  return councilAgentRows(db, councilId, now).find((row) => row.agent_id === agentId);
}

/** The members assigned to a council agent. */
export function councilAgentUserIds(db: Db, councilId: number, agentId: number): number[] {
  return db.councilAgentUsers
    .by('agent_id', agentId)
    .filter((row) => row.council_id === councilId)
    .map((row) => row.user_id);
}
