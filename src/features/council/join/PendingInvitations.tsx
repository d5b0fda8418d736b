import { useQuery, useQueryClient } from '@tanstack/react-query';
import { count } from '@/lib/words';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { useAuthStore } from '@/lib/session/auth-context';
import { acceptProfileInvitation, declineProfileInvitation } from '@/generated/api/profile/profile';
import type { Invitation } from '@/generated/model';
import { formatDate } from '@/lib/constants/dates';
import { errorText } from '@/lib/errors';
import { afterCouncilJoined, afterInvitationDeclined } from '@/lib/query/refresh';
import { invitationsQuery } from './queries';
import { describeRoles, roleAllows } from '@/lib/session/permissions';
import {
  joinedCouncil,
  joinedNoticeShown,
  registerPageList,
  usePageListShown,
} from './invitation-state';
import './invitations.css';

/**
 * The invitations waiting for the signed-in user, with accept and decline. Accepting makes the
 * council the current one (the server says so; the profile is read again).
 */
export function PendingInvitations({ compact = false }: { compact?: boolean }) {
  const query = useQuery({ ...invitationsQuery(), staleTime: 30_000 });
  const invitations = query.data?.data ?? [];
  const headingId = useId();
  const shown = !query.isPending && invitations.length > 0;
  // A page showing the invitations in full: the sidebar's compact list leaves them to it.
  useEffect(() => (compact || !shown ? undefined : registerPageList()), [compact, shown]);
  const onPage = usePageListShown();
  if (!shown || (compact && onPage)) return null;
  // In the sidebar it sits under "Your councils" (h2); elsewhere it is a section of the page.
  const Heading = compact ? 'h3' : 'h2';
  return (
    <section
      className={`invitations${compact ? ' invitations-compact' : ''}`}
      aria-labelledby={headingId}
    >
      <Heading id={headingId}>
        {invitations.length === 1
          ? 'You are invited'
          : `You have ${count(invitations.length, 'invitation')}`}
      </Heading>
      <ul className="invitation-list">
        {invitations.map((invitation) => (
          <InvitationItem key={invitation.id} invitation={invitation} compact={compact} />
        ))}
      </ul>
    </section>
  );
}

function InvitationItem({ invitation, compact }: { invitation: Invitation; compact: boolean }) {
  const auth = useAuthStore();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [confirming, setConfirming] = useState(false);

  const answer = async (kind: 'accept' | 'decline') => {
    setBusy(kind);
    try {
      if (kind === 'accept') {
        const response = await acceptProfileInvitation(invitation.id);
        // Said once: where the invitation was (JoinedNotice, a live region) when this screen has
        // that place, or else by a toast (the sidebar's list, a council page that turns into the council).
        if (joinedNoticeShown())
          joinedCouncil.set({
            name: response.data.name,
            assigners: describeRoles('updateCouncilAgentUsers'),
            role: roleWords(invitation.role),
            assigns: roleAllows('updateCouncilAgentUsers', invitation.role),
          });
        else toast.success(`${response.message} Welcome to ${response.data.name}.`);
        await Promise.all([auth.initProfile(), afterCouncilJoined(queryClient)]);
      } else {
        await declineProfileInvitation(invitation.id);
        toast(`You declined the invitation to ${invitation.council.name}.`);
        await afterInvitationDeclined(queryClient);
      }
    } catch (error) {
      toast.error(errorText(error, { rule: 'council' }));
      setBusy(null);
    }
  };

  const council = invitation.council.name;
  return (
    <li className="invitation" aria-label={`Invitation to ${council}`}>
      <p className="invitation-text">
        <strong>{invitation.invited_by.name}</strong> invited you to join <strong>{council}</strong>{' '}
        as {roleWords(invitation.role)}.
        {compact ? null : (
          <span className="muted"> Expires {formatDate(invitation.expires_at)}.</span>
        )}
      </p>
      {confirming ? (
        <div
          className="invitation-actions"
          role="group"
          aria-label={`Decline the invitation to ${council}?`}
        >
          <span>Decline it?</span>
          <button
            type="button"
            className="button button-danger"
            disabled={busy !== null}
            onClick={() => void answer('decline')}
          >
            Yes, decline
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy !== null}
            onClick={() => setConfirming(false)}
          >
            Keep it
          </button>
        </div>
      ) : (
        <div className="invitation-actions">
          <button
            type="button"
            className="button"
            disabled={busy !== null}
            aria-busy={busy === 'accept' || undefined}
            onClick={() => void answer('accept')}
          >
            {busy === 'accept' ? 'Joining…' : `Accept`}
            <span className="sr-only"> the invitation to {council}</span>
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy !== null}
            onClick={() => setConfirming(true)}
          >
            Decline<span className="sr-only"> the invitation to {council}</span>
          </button>
        </div>
      )}
    </li>
  );
}

const roleWords = (role: Invitation['role']) =>
  role === 'admin' ? 'an administrator' : `a ${role}`;
