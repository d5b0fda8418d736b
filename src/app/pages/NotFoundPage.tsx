import { Link } from 'react-router';

/** `/NotFound`: the in-app "not found" page (for links to things that no longer exist). */
export default function NotFoundPage() {
  return (
    <section className="page" aria-labelledby="page-title">
      <div className="empty-state empty-state-large">
        <p className="error-code" aria-hidden="true">
          404
        </p>
        <h1 id="page-title">We could not find that</h1>
        <p className="muted">The page or item you were looking for does not exist, or you no longer have access to it.</p>
        <p>
          <Link className="button" to="/chat">
            Back to chat
          </Link>
        </p>
      </div>
    </section>
  );
}
