/** Asking to join a council (or joining with its code), and the admins' decisions. */
import { activeMembership, pendingJoinRequestOf } from '../../db/queries/councils';
import { defineOperation, type ResponseOf } from '../../laravel/define-operation';
import { invalid, notFound } from '../../laravel/errors';
import { paginate } from '../../laravel/paginate';
import { joinRequestResource } from '../../resources/councils';
import { councilEvents, userEvents } from '../council-events';
import { addMember } from '../council-membership';

const newestFirst = <T extends { created_at: string; id: number }>(a: T, b: T) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

export const joinRequestOperations = [
  defineOperation('requestJoinCouncil', async ({ params, body, user, db, state }) => {
    const council = db.councils.get(params.council);
    if (!council) throw notFound();
    if (activeMembership(db, council.id, user!.id))
      throw invalid('council', 'You are already a member of this council.');
    const pending = pendingJoinRequestOf(db, council.id, user!.id);
    const now = state.now().toISOString();

    if (body.code !== undefined) {
      if (
        council.join_code === null ||
        body.code.toUpperCase() !== council.join_code.toUpperCase()
      ) {
        throw invalid('code', 'The join code is invalid.');
      }
      const request = pending
        ? db.joinRequests.update(pending.id, {
            status: 'approved',
            decided_at: now,
            message: body.message ?? pending.message,
          })
        : await db.joinRequests.create({
            council_id: council.id,
            user_id: user!.id,
            message: body.message ?? null,
            status: 'approved',
            decided_at: now,
            created_at: now,
          });
      await addMember(state, council.id, user!.id, 'member', null);
      return {
        status: 200,
        body: {
          data: joinRequestResource(db, request),
          message: 'You have joined the council.' as const,
        },
      };
    }

    if (pending)
      throw invalid('council', 'You already have a pending request to join this council.');
    const request = await db.joinRequests.create({
      council_id: council.id,
      user_id: user!.id,
      message: body.message ?? null,
      status: 'pending',
      decided_at: null,
      created_at: now,
    });
    const resource = joinRequestResource(db, request);
    councilEvents(state, council.id).joinRequestCreated(resource);
    // The generated response type is the 200 answer's (with `message`); the 201 answer has none.
    return { status: 201, body: { data: resource } as ResponseOf<'requestJoinCouncil'> };
  }),

  defineOperation('listJoinRequests', ({ params, query, db, url }) => {
    const requests = db.joinRequests
      .by('council_id', params.council)
      .filter((r) => query.status === undefined || r.status === query.status)
      .sort(newestFirst);
    const page = paginate(requests, url, query);
    return { body: { ...page, data: page.data.map((r) => joinRequestResource(db, r)) } };
  }),

  defineOperation('decideJoinRequest', async ({ params, body, db, state }) => {
    const request = db.joinRequests.get(params.joinRequest);
    if (!request || request.council_id !== params.council) throw notFound();
    if (request.status !== 'pending')
      throw invalid('status', 'This join request has already been decided.');
    const decided = db.joinRequests.update(request.id, {
      status: body.status,
      decided_at: state.now().toISOString(),
    });
    if (body.status === 'approved' && !activeMembership(db, request.council_id, request.user_id)) {
      await addMember(state, request.council_id, request.user_id, 'member', null);
    }
    const resource = joinRequestResource(db, decided);
    userEvents(state, request.user_id).joinRequestDecided(resource);
    const message =
      body.status === 'approved'
        ? ('Join request approved.' as const)
        : ('Join request rejected.' as const);
    return { body: { data: resource, message } };
  }),
];
