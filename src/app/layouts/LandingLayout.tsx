import { Link, Outlet } from 'react-router';
import { useAuthStore, useUserProfile } from '@/lib/session/auth-context';
import { NavigationProgress } from '../components/NavigationProgress';
import { PrefetchLink } from '../components/PrefetchLink';
import { ThemeToggle } from '../components/ThemeToggle';
import { useRouteFocus } from '../components/useRouteFocus';
import { BrandMark } from '../components/BrandMark';

/** The public pages: the landing page and the terms. */
export function LandingLayout() {
  const profile = useUserProfile();
  const auth = useAuthStore();
  useRouteFocus();
  return (
    <div className="landing-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavigationProgress />
      <header className="landing-header">
        <Link to="/" className="brand">
          <BrandMark />
          Council Chat
        </Link>
        <nav className="landing-nav" aria-label="Site">
          <PrefetchLink to="/terms-and-conditions">Terms</PrefetchLink>
          {profile ? (
            <>
              <span className="landing-user muted small" data-testid="landing-signed-in">
                Signed in as {profile.name}
              </span>
              <PrefetchLink className="button" to="/chat">
                Open the app
              </PrefetchLink>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => void auth.signOut()}
              >
                Sign out
              </button>
            </>
          ) : (
            <>
              <PrefetchLink to="/auth/Login">Sign in</PrefetchLink>
              <PrefetchLink className="button" to="/auth">
                Create account
              </PrefetchLink>
            </>
          )}
        </nav>
        {/* Beside the brand on a phone, where the links take a row of their own (styles/layouts/auth-and-landing.css). */}
        <ThemeToggle />
      </header>
      <main id="main" className="landing-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="landing-footer">
        <span>© Council Chat</span>
        <Link to="/terms-and-conditions">Terms and conditions</Link>
      </footer>
    </div>
  );
}
