import { Link, Outlet } from 'react-router';
import { paths } from '@/lib/routes/paths';
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
        <Link to={paths.home.href()} className="brand">
          <BrandMark />
          Council Chat
        </Link>
        <nav className="landing-nav" aria-label="Site">
          <PrefetchLink to={paths.terms.href()}>Terms</PrefetchLink>
          {profile ? (
            <>
              <span className="landing-user muted small" data-testid="landing-signed-in">
                Signed in as {profile.name}
              </span>
              <PrefetchLink className="button" to={paths.chat.href()}>
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
              <PrefetchLink to={paths.login.href()}>Sign in</PrefetchLink>
              <PrefetchLink className="button" to={paths.register.href()}>
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
        <Link to={paths.terms.href()}>Terms and conditions</Link>
      </footer>
    </div>
  );
}
