import { useOptionalUserProfile } from '@/lib/session/auth-context';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/routes/paths';
import { lazyModule } from '@/lib/ui/lazy-module';
import { joinedCouncil, registerJoinedNoticePlace, useJoinedCouncil } from './invitation-state';

const invitationsModule = lazyModule(() => import('./PendingInvitations'));

/**
 * The invitations of a user who belongs to no council, where such a user lands (the sidebar's
 * "Your councils" and the new-chat screen). Its code loads only for such users, not with the shell.
 */
export function NoCouncilInvitations({ compact }: { compact?: boolean }) {
  const profile = useOptionalUserProfile();
  const wanted = profile !== null && profile.councils.length === 0;
  const module = invitationsModule.use(wanted);
  // The page's place (not the sidebar's) says "You joined …" after an accept, instead of a toast.
  useEffect(() => (compact ? undefined : registerJoinedNoticePlace()), [compact]);
  if (!wanted) return compact ? null : <JoinedNotice />;
  if (!module) return null;
  return <module.PendingInvitations compact={compact} />;
}

/**
 * Where the invitation was, once it is accepted: the council joined and what changed, the one
 * confirmation of the accept (no toast besides). Read once: leaving the screen forgets it.
 */
function JoinedNotice() {
  const joined = useJoinedCouncil();
  useEffect(() => () => joinedCouncil.set(null), []);
  if (!joined) return null;
  return (
    <div className="invitation-joined" role="status">
      <p>
        You joined <strong>{joined.name}</strong> as {joined.role}. Its pages are under Council in
        the navigation.
      </p>
      {/* A council's agents reach a member only once they are assigned to them (per-agent user
          assignment), so none are listed yet: said here, or the picker looks as if nothing happened. */}
      <p>
        Its agents are not in your list yet: each one is given to the members its {joined.assigners}{' '}
        assign to it.{' '}
        {joined.assigns ? (
          <>
            Assign yourself in{' '}
            <Link to={paths.councilManagement.href({ search: { tab: 'agents' } })}>
              the council’s agents
            </Link>
            .
          </>
        ) : (
          'Until then, you chat with your own agents.'
        )}
      </p>
    </div>
  );
}
