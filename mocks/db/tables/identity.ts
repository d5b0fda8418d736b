/**
 * The identity area's storage: users and their personal agent lists, the dictionaries, external
 * tool connections, support records (help pages, feedback, payments) and the records that stand in
 * for mail and OAuth round trips (reset tokens, sent mails, OAuth states). Record schemas derive
 * from the contract's component schemas; what a response computes (a user's councils, a tool's
 * connection state, the embedded agent) is left out and foreign keys are stored instead.
 */
import { AiModel } from '@/generated/zod/schemas/aiModel.zod';
import { Category } from '@/generated/zod/schemas/category.zod';
import { Feedback } from '@/generated/zod/schemas/feedback.zod';
import { HelpPage } from '@/generated/zod/schemas/helpPage.zod';
import { PaymentSetup } from '@/generated/zod/schemas/paymentSetup.zod';
import { RegistrationRequest } from '@/generated/zod/schemas/registrationRequest.zod';
import { Role } from '@/generated/zod/schemas/role.zod';
import { Tool } from '@/generated/zod/schemas/tool.zod';
import { UserAgent } from '@/generated/zod/schemas/userAgent.zod';
import { UserPosition } from '@/generated/zod/schemas/userPosition.zod';
import { UserProfile } from '@/generated/zod/schemas/userProfile.zod';
import { z } from 'zod';
import { Table } from '../table';

const id = z.int().min(1);
const nullableId = id.nullable();
const timestamp = z.iso.datetime({ offset: true });

export const UserRecord = UserProfile.omit({ councils: true }).extend({
  /** `hashPassword()` of the password; null for accounts created through Microsoft sign-in. */
  password_hash: z.string().nullable(),
  /** A partner's company (registration with `partner: true`). */
  company: z.string().nullable(),
  /** The linked Microsoft account's email, once the user signed in through Microsoft. */
  microsoft_email: z.string().nullable(),
  /** The linked Microsoft account, `{tid}/{oid}` of its ID token; records stored before it have none. */
  microsoft_account: z.string().nullable().default(null),
});

/**
 * One agent in one user's list. Responses use `agent_id` as the entry's `id` and embed the chat
 * area's `agents` row, resolved when a response is built (so this table can be seeded before the
 * agents are).
 */
export const UserAgentRecord = UserAgent.omit({ id: true, agent: true }).extend({
  id,
  user_id: id,
  agent_id: id,
  /** A council-provided agent the user removed from their list (`source: council` rows only). */
  hidden: z.boolean().optional(),
});

/** `is_connected`/`connected_at`/`revoked_at` depend on the caller: they come from `toolConnections`. */
// `function_definitions` come from the integrations (mocks/resources/tool-function-definitions.ts).
export const ToolRecord = Tool.omit({
  is_connected: true,
  connected_at: true,
  revoked_at: true,
  function_definitions: true,
}).extend({
  /** The provider's OAuth consent address (the mock sends the browser straight back instead). */
  consent_url: z.url(),
});

/**
 * A user's stored OAuth grant for a tool. `revoked` marks tokens the provider no longer accepts
 * (the backend does not know yet); `revoked_at` is when a call found out: the tokens are then
 * dropped and the row only remembers that the tool needs connecting again.
 */
export const ToolConnectionRecord = z.object({
  id,
  user_id: id,
  tool_id: id,
  connected_at: timestamp,
  expires_at: timestamp,
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  revoked: z.boolean(),
  revoked_at: timestamp.nullable().default(null),
});

/**
 * A one-time OAuth `state`, bound to the session that asked for it (Microsoft sign-in, SharePoint
 * consent, tool consent). Consumed by the matching callback.
 */
export const OAuthStateRecord = z.object({
  id,
  state: z.string().min(1),
  session_id: z.string().min(1),
  purpose: z.enum(['login', 'register', 'sharepoint', 'tool']),
  tool_id: nullableId,
  council_id: nullableId,
  user_id: nullableId,
  expires_at: timestamp,
});

/** Unpublished pages are stored but never listed. */
export const HelpPageRecord = HelpPage.extend({ is_published: z.boolean() });

export const FeedbackRecord = Feedback;

/** Laravel's `password_reset_tokens`: one token per email. Stored in clear so tests and the dev panel can read it. */
export const PasswordResetRecord = z.object({
  id,
  email: z.email(),
  token: z.string().min(1),
  created_at: timestamp,
});

export const RegistrationRequestRecord = RegistrationRequest.extend({
  id,
  message: z.string().nullable(),
  created_at: timestamp,
});

/** A prepared payment of an order; `id` is the order's id, as the contract's `PaymentSetup.id` is. */
export const PaymentRecord = PaymentSetup.extend({ created_at: timestamp, updated_at: timestamp });

/**
 * The outbox: every mail the backend would have sent (verification and reset links, notices to
 * the team), so developers, the dev panel and tests can follow a link no inbox will ever show.
 */
export const MailRecord = z.object({
  id,
  to: z.string().min(1),
  kind: z.enum([
    'verify-email',
    'reset-password',
    'registration-request',
    'feedback',
    'invitation',
  ]),
  subject: z.string(),
  /** The address the mail asks to open (a frontend page), when it has one. */
  link: z.string().nullable(),
  created_at: timestamp,
});

export function createIdentityTables() {
  return {
    users: new Table('users', UserRecord),
    userAgents: new Table('userAgents', UserAgentRecord, { indexBy: ['user_id', 'agent_id'] }),
    categories: new Table('categories', Category),
    models: new Table('models', AiModel),
    roles: new Table('roles', Role),
    positions: new Table('positions', UserPosition),
    tools: new Table('tools', ToolRecord, { indexBy: ['slug'] }),
    toolConnections: new Table('toolConnections', ToolConnectionRecord, { indexBy: ['user_id'] }),
    oauthStates: new Table('oauthStates', OAuthStateRecord, { indexBy: ['state'] }),
    helpPages: new Table('helpPages', HelpPageRecord),
    feedback: new Table('feedback', FeedbackRecord),
    passwordResets: new Table('passwordResets', PasswordResetRecord, { indexBy: ['email'] }),
    registrationRequests: new Table('registrationRequests', RegistrationRequestRecord),
    payments: new Table('payments', PaymentRecord),
    mails: new Table('mails', MailRecord),
  };
}

export type IdentityTables = ReturnType<typeof createIdentityTables>;
export type UserRow = z.output<typeof UserRecord>;
export type UserAgentRow = z.output<typeof UserAgentRecord>;
