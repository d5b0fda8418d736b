import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { updateCouncilUser } from '@/generated/api/council-users/council-users';
import { councilLicencesQuery } from '../queries';
import type { JoinRequest } from '@/generated/model';
import { errorText } from '@/lib/errors';
import { useCan } from '@/lib/session/permissions';
import { count } from '@/lib/words';
import { afterMemberChanged } from '@/lib/query/refresh';
import { formatDate } from '@/lib/constants/dates';

/** Whether the signed-in user is offered a licence for the member they just let in (OfferLicence shows). */
export function useCanOfferLicence(): boolean {
  const canUpdate = useCan('updateCouncilUser');
  const canList = useCan('listCouncilLicences');
  return canUpdate && canList;
}

/** After approving a request: the new member has no licence yet; offer a free one at once. */
export function OfferLicence({
  councilId,
  request,
  onDone,
}: {
  councilId: number;
  request: JoinRequest;
  onDone: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const canAssign = useCanOfferLicence();
  const licences = useQuery({ ...councilLicencesQuery(councilId), enabled: canAssign });
  const free = (licences.data?.data ?? []).filter((licence) => licence.status === 'unassigned');
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  if (!canAssign) return null;
  const licenceId = chosen ?? free[0]?.id ?? null;

  const give = async () => {
    if (licenceId === null) return;
    setBusy(true);
    try {
      await updateCouncilUser(councilId, request.user.id, { licence_id: licenceId });
      toast.success(`${request.user.name} has a licence now.`);
      onDone();
    } catch (error) {
      toast.error(errorText(error, { operation: 'updateCouncilUser' }));
    } finally {
      setBusy(false);
      void afterMemberChanged(queryClient, councilId);
    }
  };

  return (
    <div
      className="alert alert-info offer-licence"
      role="region"
      aria-label={`Licence for ${request.user.name}`}
    >
      <p>
        {request.user.name} is now a member, without a licence: they cannot use the council's agents
        until they have one.
        {licences.isSuccess
          ? ` ${count(free.length, 'licence')} ${free.length === 1 ? 'is' : 'are'} free.`
          : ''}
      </p>
      {free.length > 0 ? (
        <div className="offer-licence-actions">
          <label htmlFor={`${id}-licence`}>Licence</label>
          <select
            id={`${id}-licence`}
            value={licenceId ?? ''}
            onChange={(event) => setChosen(Number(event.target.value))}
            disabled={busy}
          >
            {free.map((licence) => (
              <option key={licence.id} value={licence.id}>
                {licence.name}
                {/* A seat of the current plan renews with it: it is not about to end. */}
                {licence.expires_at
                  ? ` (${licence.renews ? 'renews' : 'until'} ${formatDate(licence.expires_at)})`
                  : ''}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button-small"
            disabled={busy}
            onClick={() => void give()}
          >
            Give licence<span className="sr-only"> to {request.user.name}</span>
          </button>
          <button type="button" className="link-button" onClick={onDone} disabled={busy}>
            Not now
          </button>
        </div>
      ) : licences.isSuccess ? (
        <p className="small">
          Buy more seats in Subscriptions, or free a licence in Licences.{' '}
          <button type="button" className="link-button" onClick={onDone}>
            Dismiss
          </button>
        </p>
      ) : null}
    </div>
  );
}
