/**
 * The councils area's API resources (Laravel's CouncilResource, CouncilUserResource...): records
 * in, response shapes out. What depends on the caller (`my_role`, `join_code`, `is_member`,
 * `is_current`), on the clock (expired licences and invitations) or on the request (file URLs) is
 * passed in.
 */
import type {
  Council,
  CouncilAgent,
  CouncilAgentFile,
  CouncilFile,
  CouncilMembership,
  CouncilSummary,
  CouncilUser,
  Invitation,
  JoinRequest,
  Licence,
  Order,
  SharepointConnection,
  SharepointDrive,
  SharepointItem,
  Subscription,
} from '@/generated/model';
import type { Db } from '../db';
import {
  paymentReference,
  priceTerms,
  receiptNumber,
  SELLER_BANK,
  SUPPLIER,
  VAT_RATE,
  vatOn,
} from './billing';
import {
  activeMembership,
  activeMembers,
  councilAgentRows,
  councilAgentUserIds,
  invitationStatus,
  licenceStatus,
  pendingJoinRequestOf,
} from '../db/queries/councils';
import type {
  CouncilAgentFileRow,
  CouncilAgentRow,
  CouncilFileRow,
  CouncilRow,
  InvitationRow,
  JoinRequestRow,
  LicenceRow,
  MembershipRow,
  OrderRow,
  SharepointDriveRow,
  SharepointItemRow,
  SubscriptionRow,
} from '../db/tables/councils';
import { agentSummaryResource, storageUrl } from './chat';
import { userProfileResource } from './identity';

const userName = (db: Db, userId: number) => db.users.get(userId)?.name ?? 'Deleted user';

/** `is_current`: the plan of the caller's current council, as the profile reports that council. */
function currentPlanId(db: Db, viewerId: number | null): number | null {
  const viewer = viewerId === null ? undefined : db.users.get(viewerId);
  const councilId = viewer ? userProfileResource(db, viewer).current_council_id : null;
  return councilId === null ? null : (db.councils.get(councilId)?.subscription_id ?? null);
}

export function subscriptionResource(
  db: Db,
  plan: SubscriptionRow,
  viewerId: number | null,
): Subscription {
  return {
    ...plan,
    features: [...plan.features],
    price_terms: priceTerms(plan.interval),
    is_current: plan.id === currentPlanId(db, viewerId),
  };
}

export function councilResource(db: Db, council: CouncilRow, viewerId: number, now: Date): Council {
  const role = activeMembership(db, council.id, viewerId)?.role ?? null;
  const plan =
    council.subscription_id === null ? undefined : db.subscriptions.get(council.subscription_id);
  return {
    id: council.id,
    name: council.name,
    slug: council.slug,
    description: council.description,
    logo_url: council.logo_url,
    join_code: role === 'admin' ? council.join_code : null,
    members_count: activeMembers(db, council.id).length,
    agents_count: councilAgentRows(db, council.id, now).length,
    my_role: role,
    subscription: plan ? subscriptionResource(db, plan, viewerId) : null,
    created_at: council.created_at,
    updated_at: council.updated_at,
  };
}

/** The council as non-members see it; `viewerId` null for a guest. */
export function councilSummaryResource(
  db: Db,
  council: CouncilRow,
  viewerId: number | null,
): CouncilSummary {
  return {
    id: council.id,
    name: council.name,
    slug: council.slug,
    description: council.description,
    logo_url: council.logo_url,
    members_count: activeMembers(db, council.id).length,
    is_member: viewerId !== null && activeMembership(db, council.id, viewerId) !== undefined,
    has_pending_request:
      viewerId !== null && pendingJoinRequestOf(db, council.id, viewerId) !== undefined,
  };
}

export function councilMembershipResource(
  council: CouncilRow,
  membership: MembershipRow,
): CouncilMembership {
  return {
    id: council.id,
    name: council.name,
    slug: council.slug,
    role: membership.role,
    logo_url: council.logo_url,
  };
}

export function councilUserResource(db: Db, membership: MembershipRow): CouncilUser {
  const user = db.users.get(membership.user_id);
  if (!user) throw new Error(`council resources: no user ${membership.user_id}`);
  const position =
    membership.position_id === null ? undefined : db.positions.get(membership.position_id);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatar_url: user.avatar_url,
    role: membership.role,
    position: position ? { id: position.id, name: position.name } : null,
    status: membership.status,
    licence_id: membership.licence_id,
    joined_at: membership.joined_at,
  };
}

export function invitationResource(
  db: Db,
  invitation: InvitationRow,
  viewerId: number | null,
  now: Date,
): Invitation {
  const council = db.councils.get(invitation.council_id);
  if (!council) throw new Error(`council resources: no council ${invitation.council_id}`);
  return {
    id: invitation.id,
    council: councilSummaryResource(db, council, viewerId),
    email: invitation.email,
    role: invitation.role,
    status: invitationStatus(invitation, now),
    expires_at: invitation.expires_at,
    invited_by: { id: invitation.invited_by_id, name: userName(db, invitation.invited_by_id) },
    created_at: invitation.created_at,
  };
}

export function joinRequestResource(db: Db, request: JoinRequestRow): JoinRequest {
  const user = db.users.get(request.user_id);
  return {
    id: request.id,
    council_id: request.council_id,
    user: {
      id: request.user_id,
      name: user?.name ?? 'Deleted user',
      email: user?.email ?? `deleted-${request.user_id}@example.com`,
      avatar_url: user?.avatar_url ?? null,
    },
    message: request.message,
    status: request.status,
    decided_at: request.decided_at,
    created_at: request.created_at,
  };
}

export function licenceResource(db: Db, licence: LicenceRow, now: Date): Licence {
  const holder = licence.user_id === null ? undefined : db.users.get(licence.user_id);
  const status = licenceStatus(licence, now);
  return {
    id: licence.id,
    council_id: licence.council_id,
    name: licence.name,
    user_id: licence.user_id,
    user: holder ? { id: holder.id, name: holder.name, email: holder.email } : null,
    status,
    expires_at: licence.expires_at,
    // The current plan renews itself, and its seats with it; a replaced plan's seats run out.
    renews:
      status !== 'expired' &&
      licence.subscription_id !== null &&
      db.councils.get(licence.council_id)?.subscription_id === licence.subscription_id,
    created_at: licence.created_at,
  };
}

export function orderResource(db: Db, order: OrderRow): Order {
  const buyer = db.users.get(order.user_id);
  const council = order.council_id === null ? undefined : db.councils.get(order.council_id);
  const vat = vatOn(order.amount);
  const byInvoice = order.payment_method === 'invoice';
  return {
    ...order,
    number: String(order.id),
    council: council ? { id: council.id, name: council.name } : null,
    vat_rate: VAT_RATE,
    vat_amount: vat,
    total: order.amount + vat,
    payment_reference: byInvoice ? paymentReference(order) : null,
    bank_details: byInvoice && order.payment_status === 'invoiced' ? SELLER_BANK : null,
    receipt_number: receiptNumber(order),
    supplier: SUPPLIER,
    buyer: {
      id: order.user_id,
      name: buyer?.name ?? 'Deleted user',
      email: buyer?.email ?? 'deleted@example.com',
    },
  };
}

export function councilFileResource(db: Db, file: CouncilFileRow, origin: string): CouncilFile {
  const { uploaded_by_id, ...rest } = file;
  return {
    ...rest,
    url: storageUrl(origin, 'council-files', file.id, file.name),
    uploaded_by: { id: uploaded_by_id, name: userName(db, uploaded_by_id) },
  };
}

export function councilAgentFileResource(
  db: Db,
  file: CouncilAgentFileRow,
  origin: string,
): CouncilAgentFile {
  const { uploaded_by_id, ...rest } = file;
  return {
    ...rest,
    url: storageUrl(origin, 'council-agent-files', file.id, file.name),
    uploaded_by: { id: uploaded_by_id, name: userName(db, uploaded_by_id) },
  };
}

/** A council agent; its `id` is the agent's id, as the path parameters of the council agent calls are. */
export function councilAgentResource(db: Db, row: CouncilAgentRow): CouncilAgent {
  const agent = db.agents.get(row.agent_id);
  if (!agent) throw new Error(`council resources: no agent ${row.agent_id}`);
  return {
    id: row.agent_id,
    agent: agentSummaryResource(db, agent),
    is_enabled: row.is_enabled,
    instructions: row.instructions,
    files_count: db.councilAgentFiles
      .by('agent_id', row.agent_id)
      .filter((f) => f.council_id === row.council_id).length,
    users_count: councilAgentUserIds(db, row.council_id, row.agent_id).length,
    sharepoint:
      row.sharepoint_drive !== null && row.sharepoint_path !== null
        ? { drive: row.sharepoint_drive, path: row.sharepoint_path }
        : null,
    updated_at: row.updated_at,
  };
}

/** The council's agents ordered by agent name, as listCouncilAgents answers. */
export function councilAgentsResource(db: Db, councilId: number, now: Date): CouncilAgent[] {
  return councilAgentRows(db, councilId, now)
    .map((row) => councilAgentResource(db, row))
    .sort((a, b) => a.agent.name.localeCompare(b.agent.name) || a.id - b.id);
}

export function sharepointDriveResource(drive: SharepointDriveRow): SharepointDrive {
  return {
    id: drive.drive_id,
    name: drive.name,
    web_url: drive.web_url,
    drive_type: drive.drive_type,
  };
}

export function sharepointItemResource(item: SharepointItemRow): SharepointItem {
  return {
    id: item.item_id,
    name: item.name,
    path: item.path,
    is_folder: item.is_folder,
    size: item.size,
    mime_type: item.mime_type,
    web_url: item.web_url,
    modified_at: item.modified_at,
  };
}

export function sharepointConnectionResource(db: Db, councilId: number): SharepointConnection {
  const connection = db.sharepointConnections.by('council_id', councilId)[0];
  if (!connection)
    return { connected: false, account_name: null, account_email: null, connected_at: null };
  return {
    connected: true,
    account_name: connection.account_name,
    account_email: connection.account_email,
    connected_at: connection.connected_at,
  };
}
