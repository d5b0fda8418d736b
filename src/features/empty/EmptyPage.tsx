import { Link } from 'react-router';

/** The empty state shown when there is nothing to work with yet. */
export default function EmptyPage() {
  return (
    <section className="page" aria-labelledby="page-title">
      <div className="empty-state empty-state-large">
        <p className="empty-icon" aria-hidden="true">
          ✦
        </p>
        <h1 id="page-title">Nothing here yet</h1>
        <p className="muted">Start a conversation with one of your agents, or find new agents in the App store.</p>
        <p>
          <Link className="button" to="/chat">
            Start chatting
          </Link>{' '}
          <Link className="button button-secondary" to="/App_store">
            Browse the App store
          </Link>
        </p>
      </div>
    </section>
  );
}
