/** A council's licences (the seats of its subscriptions) and who holds them. */
import { activeMembership, licenceStatus } from '../../db/queries/councils';
import { defineOperation } from '../../laravel/define-operation';
import { invalid, notFound } from '../../laravel/errors';
import { licenceResource } from '../../resources/councils';
import { setLicenceHolder } from '../council-membership';

export const licenceOperations = [
  defineOperation('listCouncilLicences', ({ params, db, state }) => {
    const now = state.now();
    const licences = db.licences.by('council_id', params.council).sort((a, b) => a.id - b.id);
    return { body: { data: licences.map((licence) => licenceResource(db, licence, now)) } };
  }),

  defineOperation('updateCouncilLicence', ({ params, body, db, state }) => {
    const now = state.now();
    const licence = db.licences.get(params.licence);
    if (!licence || licence.council_id !== params.council) throw notFound();
    if (
      body.status !== undefined &&
      body.status !== (body.user_id === null ? 'unassigned' : 'active')
    ) {
      throw invalid(
        'status',
        body.user_id === null
          ? 'The status must be unassigned when no user is given.'
          : 'The status must be active when a user is given.',
      );
    }
    if (licenceStatus(licence, now) === 'expired')
      throw invalid('licence', 'This licence has expired.');
    const userId = body.user_id;
    if (userId !== null && userId !== licence.user_id) {
      const membership = activeMembership(db, params.council, userId);
      if (!membership)
        throw invalid('user_id', 'The selected user is not a member of this council.');
      const held =
        membership.licence_id === null ? undefined : db.licences.get(membership.licence_id);
      if (held && licenceStatus(held, now) !== 'expired')
        throw invalid('user_id', 'This user already holds a licence.');
      // A licence that ran out does not count: the member gets the new one in its place.
      if (held) setLicenceHolder(state, held, null);
    }
    const updated = setLicenceHolder(state, licence, userId);
    return { body: { data: licenceResource(db, updated, now) } };
  }),
];
