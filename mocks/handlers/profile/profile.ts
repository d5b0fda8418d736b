/**
 * The signed-in user's profile and personal agent list.
 */
import { defineOperation, type MockUser } from '../../laravel/define-operation';
import { notFound, validationError, type FieldErrors } from '../../laravel/errors';
import type { Db } from '../../db';
import {
  compareUserAgents,
  councilMembershipsOf,
  userAgentResource,
  userProfileResource,
} from '../../resources/identity';
import { sendVerificationMail } from '../mail';
import { checkPassword, hashPassword } from '../../db/passwords';
import {
  hideCouncilAgent,
  profileAgentEntries,
  profileAgentEntry,
  setPinned,
} from '../../db/user-agents';
import { findUserByEmail } from '../../db/users';

/** The caller's entry for an agent, or 404 (also when the agent itself is gone). */
function ownEntry(db: Db, user: MockUser, agentId: number) {
  const entry = profileAgentEntry(db, user.id, agentId);
  if (!entry) throw notFound();
  return entry;
}

export const profileOperations = [
  defineOperation('getProfile', ({ user, db }) => ({
    body: { data: userProfileResource(db, user!) },
  })),

  defineOperation('updateProfile', async ({ body, user, db, state, signIn, request }) => {
    const me = user!;
    const errors: FieldErrors = {};
    const other = body.email === undefined ? undefined : findUserByEmail(db, body.email);
    if (other && other.id !== me.id) errors.email = ['The email has already been taken.'];
    if (body.position_id != null && !db.positions.get(body.position_id))
      errors.position_id = ['The selected position id is invalid.'];
    if (
      body.current_council_id !== undefined &&
      !councilMembershipsOf(db, me.id).some((c) => c.id === body.current_council_id)
    ) {
      errors.current_council_id = ['The selected current council id is invalid.'];
    }
    if (body.password !== undefined) {
      if (body.current_password === undefined)
        errors.current_password = [
          'The current password field is required when password is present.',
        ];
      else if (!checkPassword(body.current_password, me.password_hash))
        errors.current_password = ['The password is incorrect.'];
      if (body.password !== body.password_confirmation)
        errors.password = ['The password field confirmation does not match.'];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const emailChanged = body.email !== undefined && body.email !== me.email;
    const changes = {
      ...(body.name !== undefined && { name: body.name }),
      ...(emailChanged && { email: body.email, email_verified_at: null }),
      ...(body.position_id !== undefined && { position_id: body.position_id }),
      ...(body.locale !== undefined && { locale: body.locale }),
      ...(body.current_council_id !== undefined && { current_council_id: body.current_council_id }),
      ...(body.onboarding_completed !== undefined && {
        onboarding_completed: body.onboarding_completed,
      }),
      ...(body.password !== undefined && { password_hash: hashPassword(body.password) }),
    };
    // Eloquent saves only a dirty model: an empty body (every rule is `sometimes`) or the same
    // values leave the user, updated_at included, as they were.
    const dirty = Object.entries(changes).some(
      ([key, value]) => me[key as keyof MockUser] !== value,
    );
    const updated = dirty
      ? db.users.update(me.id, { ...changes, updated_at: state.now().toISOString() })
      : me;
    if (body.password !== undefined) {
      // Laravel's logoutOtherDevices(): every other session of the user ends, this one stays.
      state.sessions.endSessionsOf(me.id);
      signIn(me.id);
    }
    if (emailChanged) await sendVerificationMail(state, me.id, request);
    return { body: { data: userProfileResource(db, updated) } };
  }),

  defineOperation('listProfileAgents', ({ user, db }) => {
    const entries = profileAgentEntries(db, user!.id).sort(compareUserAgents);
    return { body: { data: entries.map((entry) => userAgentResource(db, entry)) } };
  }),

  defineOperation('updateProfileAgent', async ({ params, body, user, db, state }) => {
    const entry = ownEntry(db, user!, params.agent);
    // Pinning a pinned agent keeps its pinned_at.
    if (body.is_pinned === entry.is_pinned) return { body: { data: userAgentResource(db, entry) } };
    const updated = await setPinned(db, user!.id, entry, body.is_pinned, state.now().toISOString());
    return { body: { data: userAgentResource(db, updated) } };
  }),

  defineOperation('removeProfileAgent', async ({ params, user, db }) => {
    const entry = ownEntry(db, user!, params.agent);
    // A council's agent is only hidden from this list; a purchase stays bought (addAgent brings both back).
    if (entry.source === 'council') await hideCouncilAgent(db, user!.id, entry);
    else db.userAgents.delete(entry.row!.id);
    return {};
  }),
];
