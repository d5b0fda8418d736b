import { useOptionalUserProfile } from '@/lib/session/auth-context';
import { lazyModule } from '@/lib/ui/lazy-module';

const invitationsModule = lazyModule(() => import('./PendingInvitations'));

/**
 * The invitations of a user who belongs to no council, where such a user lands (the sidebar's
 * "Your councils" and the new-chat screen). Its code loads only for such users, not with the shell.
 */
export function NoCouncilInvitations({ compact }: { compact?: boolean }) {
  const profile = useOptionalUserProfile();
  const wanted = profile !== null && profile.councils.length === 0;
  const module = invitationsModule.use(wanted);
  if (!wanted || !module) return null;
  return <module.PendingInvitations compact={compact} />;
}
