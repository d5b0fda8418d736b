import { useOptionalUserProfile } from '@/lib/session/auth-context';
import { useEffect } from 'react';
import { lazyModule } from '@/lib/ui/lazy-module';
import { joinedCouncil, useJoinedCouncil } from './invitation-state';

const invitationsModule = lazyModule(() => import('./PendingInvitations'));

/**
 * The invitations of a user who belongs to no council, where such a user lands (the sidebar's
 * "Your councils" and the new-chat screen). Its code loads only for such users, not with the shell.
 */
export function NoCouncilInvitations({ compact }: { compact?: boolean }) {
  const profile = useOptionalUserProfile();
  const wanted = profile !== null && profile.councils.length === 0;
  const module = invitationsModule.use(wanted);
  if (!wanted) return compact ? null : <JoinedNotice />;
  if (!module) return null;
  return <module.PendingInvitations compact={compact} />;
}

/**
 * Where the invitation was, once it is accepted: the council joined and what changed, beyond the
 * toast that goes away. Read once: leaving the screen forgets it.
 */
function JoinedNotice() {
  const joined = useJoinedCouncil();
  useEffect(() => () => joinedCouncil.set(null), []);
  if (!joined) return null;
  return (
    <p className="invitation-joined" role="status">
      You joined <strong>{joined.name}</strong> as {joined.role}. Its pages are under Council in the
      navigation, and the agents it gives you are listed with yours.
    </p>
  );
}
