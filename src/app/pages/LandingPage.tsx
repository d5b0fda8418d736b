import { useUserProfile } from '@/features/auth/auth-context';
import { PrefetchLink } from '../components/PrefetchLink';

/** `/`: the public landing page (it stays for signed-in users too). */
export default function LandingPage() {
  const profile = useUserProfile();
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">AI agents for your council</h1>
        <p className="lead">
          Chat with assistants that know your council's documents, policies and tools. Add agents from the App store, share them
          with your members, and keep every conversation in one place.
        </p>
        <p className="hero-actions">
          {profile ? (
            <PrefetchLink className="button button-large" to="/chat">
              Open the app
            </PrefetchLink>
          ) : (
            <>
              <PrefetchLink className="button button-large" to="/auth">
                Create an account
              </PrefetchLink>
              <PrefetchLink className="button button-large button-secondary" to="/auth/Login">
                Sign in
              </PrefetchLink>
            </>
          )}
        </p>
      </section>
      <section className="features" aria-label="What you get">
        <article>
          <h2>Agents that fit</h2>
          <p>Pick free or paid agents from the App store, or build your own with your council's files.</p>
        </article>
        <article>
          <h2>Your council, together</h2>
          <p>Invite members, manage licences and decide who uses which agent.</p>
        </article>
        <article>
          <h2>Live answers</h2>
          <p>Replies stream in as they are written, on every device you use.</p>
        </article>
      </section>
    </div>
  );
}
