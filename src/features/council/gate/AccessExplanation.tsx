import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/routes/paths';
import { describeRoles } from '@/lib/session/permissions';
import type { CouncilRoleName } from '@/generated/council-roles';
import type { PageAccess } from './page-access';

// The create/join/invitations panel is council-page code: loaded only when it is shown.
const NoCouncilPanel = lazy(() =>
  import('../join/NoCouncilPanel').then((m) => ({ default: m.NoCouncilPanel })),
);

const A_ROLE: Record<CouncilRoleName, string> = {
  admin: 'an administrator',
  manager: 'a manager',
  member: 'a member',
};

/**
 * Shown instead of a council page the user may not use (opened by its address): who can use it,
 * what the user is, and where to go. Nothing to retry: asking again gives the same answer.
 */
export function AccessExplanation({
  title,
  access,
}: {
  title: string;
  access: Exclude<PageAccess, { type: 'allow' }>;
}) {
  const who = describeRoles(access.operation);
  return (
    <section
      className="page access-explanation"
      aria-labelledby="page-title"
      data-testid="access-explanation"
    >
      <header className="page-header">
        <h1 id="page-title">{title}</h1>
      </header>
      <div className={access.type === 'role' ? 'empty-state' : 'empty-state access-no-council'}>
        {access.type === 'role' ? (
          <>
            <p>
              {title} is for {who} of {access.council.name}. You are {A_ROLE[access.council.role]}{' '}
              there.
            </p>
            <p className="muted">
              An administrator of {access.council.name} can change your role if you need this page.
            </p>
          </>
        ) : (
          <>
            {/* A welcome first: this is a new user's first step, not a rule they broke. Said once. */}
            <p className="access-welcome">
              Welcome! {title} is for {who} of a council, your organisation’s shared space for its
              agents and people. Accept an invitation, ask to join your council, or create one: it
              takes a minute.
            </p>
            <Suspense fallback={<p className="muted">Loading…</p>}>
              <NoCouncilPanel introduced />
            </Suspense>
          </>
        )}
        <p className="access-explanation-back">
          <Link className="button button-secondary" to={paths.chat.href()}>
            Back to chat
          </Link>
        </p>
      </div>
    </section>
  );
}
