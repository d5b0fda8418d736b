import { Link, Outlet } from 'react-router';
import { useUserProfile } from '@/features/auth/auth-context';
import { NavigationProgress } from '../components/NavigationProgress';
import { PrefetchLink } from '../components/PrefetchLink';
import { ThemeToggle } from '../components/ThemeToggle';
import { useRouteFocus } from '../components/useRouteFocus';
import { BrandMark } from '../components/BrandMark';

/** The public pages: the landing page and the terms. */
export function LandingLayout() {
  const profile = useUserProfile();
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
            <PrefetchLink className="button" to="/chat">
              Open the app
            </PrefetchLink>
          ) : (
            <>
              <PrefetchLink to="/auth/Login">Sign in</PrefetchLink>
              <PrefetchLink className="button" to="/auth">
                Create account
              </PrefetchLink>
            </>
          )}
          <ThemeToggle />
        </nav>
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
