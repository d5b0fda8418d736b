import { Link, Outlet } from 'react-router';
import { paths } from '@/lib/routes/paths';
import { ConnectionStatusBanner } from '../components/ConnectionStatus';
import { NavigationProgress } from '../components/NavigationProgress';
import { ThemeToggle } from '../components/ThemeToggle';
import { useRouteFocus } from '../components/useRouteFocus';
import { BrandMark } from '../components/BrandMark';

/** Sign-in, registration and the other /auth screens: one centred card. */
export function AuthLayout() {
  useRouteFocus();
  return (
    <div className="auth-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavigationProgress />
      <header className="auth-header">
        <Link to={paths.home.href()} className="brand">
          <BrandMark />
          Council Chat
        </Link>
        <ThemeToggle />
      </header>
      {/* A backend that does not answer says "offline" here too, not only a bare "Invalid credentials". */}
      <ConnectionStatusBanner />
      <main id="main" className="auth-main" tabIndex={-1}>
        <div className="auth-card">
          <Outlet />
        </div>
      </main>
      <footer className="auth-footer">
        <Link to={paths.terms.href()}>Terms and conditions</Link>
        <span aria-hidden="true"> · </span>
        <Link to={paths.home.href()}>Home</Link>
      </footer>
    </div>
  );
}
