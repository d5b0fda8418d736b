import { Link } from 'react-router';
import { paths } from '@/lib/routes/paths';
import { roleName } from '@/lib/words';
import { toast } from 'sonner';
import { useAuthStore, useUserProfile } from '@/lib/session/auth-context';
import { useCurrentCouncilId } from '@/lib/session/current-council';
import { NoCouncilInvitations } from '@/features/council/join/LazyPendingInvitations';
import { OnlineMembers } from '@/features/live-updates';

/** The user's councils (from the profile's `councils`); choosing one makes it the current council. */
export function CouncilList() {
  const profile = useUserProfile();
  const auth = useAuthStore();
  const currentId = useCurrentCouncilId();
  if (!profile) return null;

  const choose = async (councilId: number) => {
    if (councilId === currentId) return;
    const result = await auth.updateProfile({ current_council_id: councilId });
    if (result.success)
      toast.success(
        `Switched to ${profile.councils.find((c) => c.id === councilId)?.name ?? 'the council'}`,
      );
    else toast.error(result.message);
  };

  return (
    <section className="council-list" aria-labelledby="councils-heading">
      <h2 id="councils-heading" className="nav-heading">
        Your councils
      </h2>
      {profile.councils.length === 0 ? (
        <div className="council-empty">
          <p className="muted">You are not a member of a council yet.</p>
          {/* A document load: /auth pages do not load the profile, so these work for a signed-in session. */}
          <Link className="link" to={paths.join.href()} reloadDocument>
            Join with a code
          </Link>{' '}
          ·{' '}
          <Link className="link" to={paths.requestJoin.href()} reloadDocument>
            Ask to join
          </Link>
          {/* Below the links: the invitations arrive later, and must not move a link from under the pointer. */}
          <NoCouncilInvitations compact />
        </div>
      ) : (
        <ul className="council-items" data-testid="council-list">
          {profile.councils.map((council) => {
            const current = council.id === currentId;
            return (
              <li key={council.id}>
                <button
                  type="button"
                  className={`council-item${current ? ' is-current' : ''}`}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => void choose(council.id)}
                >
                  {/* Long names wrap; the title repeats the whole name on hover. */}
                  <span className="council-name" title={council.name}>
                    {council.name}
                  </span>
                  <span className="badge">{roleName(council.role)}</span>
                </button>
                {current && <OnlineMembers />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
