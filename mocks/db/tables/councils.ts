/**
 * The councils area's storage: councils and their members, invitations, join requests, licences,
 * subscription plans, orders, files, council agents and SharePoint. Each record schema is derived
 * from the contract's component schema: what a response computes (counts, the caller's role,
 * nested summaries) is left out and foreign keys are stored instead.
 */
import { Council } from '@/generated/zod/schemas/council.zod';
import { CouncilAgent } from '@/generated/zod/schemas/councilAgent.zod';
import { CouncilAgentFile } from '@/generated/zod/schemas/councilAgentFile.zod';
import { CouncilFile } from '@/generated/zod/schemas/councilFile.zod';
import { CouncilUser } from '@/generated/zod/schemas/councilUser.zod';
import { Invitation } from '@/generated/zod/schemas/invitation.zod';
import { JoinRequest } from '@/generated/zod/schemas/joinRequest.zod';
import { Licence } from '@/generated/zod/schemas/licence.zod';
import { Order } from '@/generated/zod/schemas/order.zod';
import { SharepointConnection } from '@/generated/zod/schemas/sharepointConnection.zod';
import { SharepointDrive } from '@/generated/zod/schemas/sharepointDrive.zod';
import { SharepointItem } from '@/generated/zod/schemas/sharepointItem.zod';
import { Subscription } from '@/generated/zod/schemas/subscription.zod';
import { z } from 'zod';
import { Table } from '../table';

const id = z.int().min(1);
const nullableId = id.nullable();

export const CouncilRecord = Council.omit({
  members_count: true,
  agents_count: true,
  my_role: true,
  subscription: true,
}).extend({
  /** The plan the council subscribes to (a `subscriptions` row), null when none. */
  subscription_id: nullableId,
});

/** A member (`status: active`) or an invitee whose invitation is pending (`status: invited`). */
export const MembershipRecord = CouncilUser.pick({
  role: true,
  status: true,
  licence_id: true,
  joined_at: true,
}).extend({
  id,
  council_id: id,
  user_id: id,
  position_id: nullableId,
});

/** `status` is stored as `pending` or `accepted`; `expired` is derived from `expires_at` when read. */
export const InvitationRecord = Invitation.omit({ council: true, invited_by: true }).extend({
  council_id: id,
  /** The invitee's user record (created passwordless when the email had no account). */
  user_id: id,
  invited_by_id: id,
  position_id: nullableId,
  /** The single-use token of the emailed link. */
  token: z.string().min(1),
});

export const JoinRequestRecord = JoinRequest.omit({ user: true }).extend({ user_id: id });

/**
 * `status` is stored as `active` or `unassigned`; `expired` is derived from `expires_at` when read,
 * and `renews` from the council's current plan.
 */
export const LicenceRecord = Licence.omit({ user: true, renews: true }).extend({
  /** The plan whose seat this is. */
  subscription_id: nullableId,
});

/** A subscription plan; `is_current` depends on the caller. */
// `price_terms` is derived from the interval by the resource (mocks/resources/billing.ts).
export const SubscriptionRecord = Subscription.omit({ is_current: true, price_terms: true });

/**
 * Orders are stored as the contract's `Order` less what is read from elsewhere (the buyer from the
 * users table, the number from the id), so every area that places or completes one (buySubscription
 * here, buyAgent, setupPayment) writes the same shape. `council_id` is null for an agent bought for
 * the buyer alone; `item_id` is an agent id or a subscription plan id according to `type`.
 */
export const OrderRecord = Order.omit({
  buyer: true,
  number: true,
  // Derived per response (mocks/resources/billing.ts): the council's name, VAT, bank transfer details.
  council: true,
  vat_rate: true,
  vat_amount: true,
  total: true,
  payment_reference: true,
  bank_details: true,
  // Derived too: the receipt's number from `paid_at`, the supplier from the billing configuration.
  receipt_number: true,
  supplier: true,
});

/** `url` is built per request from the API origin, as Laravel's temporary URLs are. */
export const CouncilFileRecord = CouncilFile.omit({ uploaded_by: true, url: true }).extend({
  uploaded_by_id: id,
});

/**
 * An agent available to a council. The agent itself is the chat area's `agents` row, resolved when
 * a response is built (so this table can be seeded before the agents are). Responses use the
 * agent's id as the council agent's `id`.
 */
export const CouncilAgentRecord = CouncilAgent.omit({
  id: true,
  agent: true,
  files_count: true,
  users_count: true,
  sharepoint: true,
}).extend({
  id,
  council_id: id,
  agent_id: id,
  sharepoint_drive: z.string().nullable(),
  sharepoint_path: z.string().nullable(),
});

export const CouncilAgentFileRecord = CouncilAgentFile.omit({
  uploaded_by: true,
  url: true,
}).extend({ uploaded_by_id: id });

/** A member allowed to use an agent in a council. */
export const CouncilAgentUserRecord = z.object({ id, council_id: id, agent_id: id, user_id: id });

/** A council's SharePoint grant; a council without a row is not connected. */
export const SharepointConnectionRecord = SharepointConnection.extend({ id, council_id: id });

/** A document library; `drive_id` is the Graph drive id (the contract's `SharepointDrive.id`). */
export const SharepointDriveRecord = SharepointDrive.omit({ id: true }).extend({
  id,
  council_id: id,
  drive_id: z.string(),
});

/**
 * A file or folder of a drive; `item_id` is the Graph item id. `folder_key` names the folder that
 * holds it (`{council}:{drive}:{parent path}`), indexed so a listing is one lookup.
 */
export const SharepointItemRecord = SharepointItem.omit({ id: true }).extend({
  id,
  item_id: z.string(),
  council_id: id,
  drive_id: z.string(),
  folder_key: z.string(),
});

export const sharepointFolderKey = (councilId: number, driveId: string, parentPath: string) =>
  `${councilId}:${driveId}:${parentPath}`;

export function createCouncilTables() {
  return {
    councils: new Table('councils', CouncilRecord),
    memberships: new Table('memberships', MembershipRecord, { indexBy: ['council_id', 'user_id'] }),
    invitations: new Table('invitations', InvitationRecord, {
      indexBy: ['council_id', 'token', 'user_id'],
    }),
    joinRequests: new Table('joinRequests', JoinRequestRecord, {
      indexBy: ['council_id', 'user_id'],
    }),
    licences: new Table('licences', LicenceRecord, { indexBy: ['council_id', 'user_id'] }),
    subscriptions: new Table('subscriptions', SubscriptionRecord),
    orders: new Table('orders', OrderRecord, { indexBy: ['council_id', 'user_id'] }),
    councilFiles: new Table('councilFiles', CouncilFileRecord, { indexBy: ['council_id'] }),
    councilAgents: new Table('councilAgents', CouncilAgentRecord, {
      indexBy: ['council_id', 'agent_id'],
    }),
    councilAgentFiles: new Table('councilAgentFiles', CouncilAgentFileRecord, {
      indexBy: ['council_id', 'agent_id'],
    }),
    councilAgentUsers: new Table('councilAgentUsers', CouncilAgentUserRecord, {
      indexBy: ['council_id', 'agent_id', 'user_id'],
    }),
    sharepointConnections: new Table('sharepointConnections', SharepointConnectionRecord, {
      indexBy: ['council_id'],
    }),
    sharepointDrives: new Table('sharepointDrives', SharepointDriveRecord, {
      indexBy: ['council_id'],
    }),
    sharepointItems: new Table('sharepointItems', SharepointItemRecord, {
      indexBy: ['folder_key'],
    }),
  };
}

export type CouncilTables = ReturnType<typeof createCouncilTables>;
export type CouncilRow = z.output<typeof CouncilRecord>;
export type MembershipRow = z.output<typeof MembershipRecord>;
export type InvitationRow = z.output<typeof InvitationRecord>;
export type JoinRequestRow = z.output<typeof JoinRequestRecord>;
export type LicenceRow = z.output<typeof LicenceRecord>;
export type SubscriptionRow = z.output<typeof SubscriptionRecord>;
export type OrderRow = z.output<typeof OrderRecord>;
export type CouncilFileRow = z.output<typeof CouncilFileRecord>;
export type CouncilAgentRow = z.output<typeof CouncilAgentRecord>;
export type CouncilAgentFileRow = z.output<typeof CouncilAgentFileRecord>;
export type SharepointDriveRow = z.output<typeof SharepointDriveRecord>;
export type SharepointItemRow = z.output<typeof SharepointItemRecord>;
