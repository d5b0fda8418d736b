/**
 * The identity area's API resources: records in, response shapes out (Laravel's UserResource,
 * UserAgentResource, ToolResource...).
 */
import { functionDefinitions } from './tool-function-definitions';
import type {
  CouncilMembership,
  HelpPage,
  PaymentSetup,
  Tool,
  UserAgent,
  UserProfile,
} from '@/generated/model';
import type { Db } from '../db';
import type { UserRow } from '../db/tables/identity';
import type { ProfileAgentEntry } from '../db/user-agents';
import { agentSummaryResource } from './chat';

type ToolRow = NonNullable<ReturnType<Db['tools']['get']>>;
type ToolConnectionRow = NonNullable<ReturnType<Db['toolConnections']['get']>>;
type HelpPageRow = NonNullable<ReturnType<Db['helpPages']['get']>>;
type PaymentRow = NonNullable<ReturnType<Db['payments']['get']>>;

/** Every council the user is an active member of, ordered by name (UserProfile.councils). */
export function councilMembershipsOf(db: Db, userId: number): CouncilMembership[] {
  const out: CouncilMembership[] = [];
  for (const membership of db.memberships.by('user_id', userId)) {
    if (membership.status !== 'active') continue;
    const council = db.councils.get(membership.council_id);
    if (!council) continue;
    out.push({
      id: council.id,
      name: council.name,
      slug: council.slug,
      role: membership.role,
      logo_url: council.logo_url,
    });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

export function userProfileResource(db: Db, user: UserRow): UserProfile {
  const councils = councilMembershipsOf(db, user.id);
  // The stored choice may name a council the user has since left; Laravel's accessor falls back.
  const current = councils.some((c) => c.id === user.current_council_id)
    ? user.current_council_id
    : (councils[0]?.id ?? null);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified_at: user.email_verified_at,
    avatar_url: user.avatar_url,
    microsoft_email: user.microsoft_email,
    position_id: user.position_id,
    locale: user.locale,
    is_partner: user.is_partner,
    onboarding_completed: user.onboarding_completed,
    councils,
    current_council_id: current,
    created_at: user.created_at,
    updated_at: user.updated_at,
  };
}

export function userAgentResource(db: Db, entry: ProfileAgentEntry): UserAgent {
  const agent = db.agents.get(entry.agent_id);
  if (!agent) throw new Error(`identity resources: no agent ${entry.agent_id}`);
  return {
    id: entry.agent_id,
    agent: agentSummaryResource(db, agent),
    is_pinned: entry.is_pinned,
    pinned_at: entry.pinned_at,
    added_at: entry.added_at,
    source: entry.source,
  };
}

/** Pinned first (most recently pinned first), then the rest (most recently added first). */
export function compareUserAgents(a: ProfileAgentEntry, b: ProfileAgentEntry): number {
  if (a.is_pinned !== b.is_pinned) return a.is_pinned ? -1 : 1;
  const key = (e: ProfileAgentEntry) => (e.is_pinned ? (e.pinned_at ?? '') : e.added_at);
  return key(b).localeCompare(key(a)) || b.agent_id - a.agent_id;
}

export function toolResource(tool: ToolRow, connection: ToolConnectionRow | undefined): Tool {
  return {
    id: tool.id,
    slug: tool.slug,
    name: tool.name,
    description: tool.description,
    icon_url: tool.icon_url,
    functions: [...tool.functions],
    function_definitions: functionDefinitions(tool.slug, tool.functions),
    is_connected: connection !== undefined && connection.revoked_at === null,
    connected_at: connection && connection.revoked_at === null ? connection.connected_at : null,
    revoked_at: connection?.revoked_at ?? null,
  };
}

export function helpPageResource(page: HelpPageRow): HelpPage {
  const { is_published: _published, ...rest } = page;
  return rest;
}

export function paymentResource(payment: PaymentRow): PaymentSetup {
  const { created_at: _created, updated_at: _updated, ...rest } = payment;
  return rest;
}
