import { Link } from 'react-router';
import { paths } from '@/lib/routes/paths';
import { useUserProfile } from '@/lib/session/auth-context';

/**
 * `/Empty`: where the app lands when there is nothing to show yet (no chats, no agents). It says so
 * and offers the next step: agents and a first chat, or a council to join for a user with none.
 */
export default function EmptyPage() {
  const profile = useUserProfile();
  const noCouncil = profile !== null && profile.councils.length === 0;
  return (
    <section className="page" aria-labelledby="page-title">
      <div className="empty-state empty-state-large">
        <p className="empty-icon" aria-hidden="true">
          ✦
        </p>
        <h1 id="page-title">Nothing here yet</h1>
        <p className="muted">
          {noCouncil
            ? 'You are not in a council yet. Join your council to use the agents it provides, or start with agents from the App store.'
            : 'Start a conversation with one of your agents, or find new agents in the App store.'}
        </p>
        <p className="empty-actions">
          {noCouncil ? (
            <Link className="button" to={paths.join.href()}>
              Join a council
            </Link>
          ) : (
            <Link className="button" to={paths.chat.href()}>
              Start chatting
            </Link>
          )}{' '}
          <Link className="button button-secondary" to={paths.appStore.href()}>
            Browse the App store
          </Link>
        </p>
        <p className="small">
          New here? The{' '}
          <Link to={paths.help.href({ helpPath: 'getting-started' })}>getting started guide</Link>{' '}
          walks you through the first steps.
        </p>
      </div>
    </section>
  );
}
