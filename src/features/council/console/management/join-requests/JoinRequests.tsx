import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Confirm, preloadDialogs } from '@/features/council/console/ui/dialogs';
import { errorText } from '@/lib/errors';
import { afterMemberChanged } from '@/lib/query/refresh';
import { Pager } from '@/features/council/console/ui/Pager';
import { QueryState } from '@/components/QueryState';
import { decideJoinRequest } from '@/generated/api/councils/councils';
import { joinRequestsQuery } from './queries';
import type { JoinRequest } from '@/generated/model';
import { formatDate } from '@/lib/constants/dates';
import { OfferLicence, useCanOfferLicence } from './OfferLicence';

/** Pending requests to join the council: approve (the requester becomes a member) or reject. */
export function JoinRequests({ councilId }: { councilId: number }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...joinRequestsQuery(councilId, { status: 'pending', page, per_page: 15 }),
    placeholderData: keepPreviousData,
  });
  const [busy, setBusy] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<JoinRequest | null>(null);
  // The request just approved: its new member is offered a free licence at once.
  const [approved, setApproved] = useState<JoinRequest | null>(null);
  const offers = useCanOfferLicence();

  const decide = async (request: JoinRequest, status: 'approved' | 'rejected') => {
    setBusy(request.id);
    try {
      await decideJoinRequest(councilId, request.id, { status });
      // An approval is said once: by the licence offer that opens (its status line) when this
      // user may give licences, or else by a toast.
      if (status === 'approved' && offers) setApproved(request);
      else
        toast.success(
          status === 'approved'
            ? `${request.user.name} is now a member.`
            : `The request of ${request.user.name} is rejected.`,
        );
      return null;
    } catch (error) {
      const message = errorText(error, { operation: 'decideJoinRequest' });
      if (status === 'approved') toast.error(message);
      return message;
    } finally {
      setBusy(null);
      void afterMemberChanged(queryClient, councilId);
    }
  };

  return (
    <>
      {/* Here before any approval, so that screen readers hear the offer's news when it opens. */}
      <p className="sr-only" role="status">
        {approved ? `${approved.user.name} is now a member.` : ''}
      </p>
      {approved ? (
        <OfferLicence councilId={councilId} request={approved} onDone={() => setApproved(null)} />
      ) : null}
      <QueryState
        query={query}
        label="join requests"
        operation="listJoinRequests"
        isEmpty={(d) => d.data.length === 0}
        empty={<p>No one is waiting to join.</p>}
      >
        {(data) => (
          <>
            <ul className="join-results" aria-label="Pending join requests">
              {data.data.map((request) => (
                <li key={request.id} className="join-result">
                  <div>
                    <strong>{request.user.name}</strong>{' '}
                    <span className="muted">{request.user.email}</span>
                    <p className="muted">
                      Asked {formatDate(request.created_at)}
                      {request.message ? `: “${request.message}”` : ''}
                    </p>
                  </div>
                  <div className="row-actions">
                    <button
                      type="button"
                      className="button button-small"
                      disabled={busy === request.id}
                      onClick={() => void decide(request, 'approved')}
                    >
                      Approve<span className="sr-only"> {request.user.name}</span>
                    </button>
                    <button
                      type="button"
                      className="button button-small button-danger-outline"
                      disabled={busy === request.id}
                      onFocus={preloadDialogs}
                      onMouseEnter={preloadDialogs}
                      onClick={() => setRejecting(request)}
                    >
                      Reject<span className="sr-only"> {request.user.name}</span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            <Pager meta={data.meta} noun="request" onPage={setPage} />
            <Confirm
              open={rejecting !== null}
              onOpenChange={(open) => !open && setRejecting(null)}
              title="Reject this request?"
              confirmLabel="Reject request"
              onConfirm={() => decide(rejecting!, 'rejected')}
            >
              <p>
                {rejecting?.user.name} is told the request was declined. They can ask again later.
              </p>
            </Confirm>
          </>
        )}
      </QueryState>
    </>
  );
}
