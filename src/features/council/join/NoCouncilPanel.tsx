import { CreateCouncilForm } from './CreateCouncilForm';
import { JoinCouncilSearch } from './JoinCouncilSearch';
import { PendingInvitations } from './PendingInvitations';
import '../console/ui/console.css';

/**
 * Shown on council pages to a user who belongs to no council: invitations, create, or ask to join.
 * `introduced`: the page around it has already welcomed the user and said why (AccessExplanation),
 * so the panel's own opening line would say it twice.
 */
export function NoCouncilPanel({ introduced = false }: { introduced?: boolean }) {
  return (
    <div className="no-council">
      {introduced ? null : <p className="lead">You are not a member of a council yet.</p>}
      <PendingInvitations />
      <div className="no-council-grid">
        <section className="card-panel" aria-labelledby="create-council-title">
          <h2 id="create-council-title">Create a council</h2>
          <p className="muted">You become its administrator and can invite your colleagues.</p>
          <CreateCouncilForm />
        </section>
        <section className="card-panel" aria-labelledby="join-council-title">
          <h2 id="join-council-title">Join a council</h2>
          <p className="muted">
            Find your council and ask its administrators to let you in, or enter its join code.
          </p>
          <JoinCouncilSearch />
        </section>
      </div>
    </div>
  );
}
