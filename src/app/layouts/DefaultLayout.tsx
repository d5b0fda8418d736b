import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { paths } from '@/lib/routes/paths';
import { useCurrentCouncil } from '@/lib/session/current-council';
import { LiveUpdates } from '@/features/live-updates/LiveUpdates';
import { ConnectionStatusBanner } from '../components/ConnectionStatus';
import { CouncilList } from '@/features/council/switcher/CouncilList';
import { Icon } from '@/components/icons';
import { NavigationProgress } from '../components/NavigationProgress';
import { PrefetchLink, PrefetchNavLink } from '../components/PrefetchLink';
import { ThemeToggle } from '../components/ThemeToggle';
import { TopbarCouncil } from '@/features/council/switcher/TopbarCouncil';
import { UserMenu } from '../components/UserMenu';
import { useRouteFocus } from '../components/useRouteFocus';
import { MORE_ITEMS, NAV_SECTIONS } from '../navigation';
import { mayOpen } from '../nav-access';
import { useCouncilGate } from '../council-gate';
import { AccessExplanation } from '@/features/council/gate/AccessExplanation';
import { isPageMeta } from '../route-meta';
import { BrandMark } from '../components/BrandMark';

// Council-page code (the councils API module): loaded after the frame, never in the first page's bundle.
const JoinRequestsCount = lazy(
  () => import('@/features/council/console/management/join-requests/JoinRequestsCount'),
);

/** The signed-in app: navigation to every area, the user, their councils, sign-out, live status. */
/** `children`: a page drawn in the frame outside the route table (a signed-in 404, GuardedRoot). */
export function DefaultLayout({ children }: { children?: ReactNode } = {}) {
  const { pathname } = useLocation();
  const [menu, setMenu] = useState({ open: false, at: pathname });
  // The mobile menu closes whenever the page changes.
  const menuOpen = menu.open && menu.at === pathname;
  useRouteFocus();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // On a phone the navigation is a drawer: Escape closes it and returns focus to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenu((current) => ({ ...current, open: false }));
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  const council = useCurrentCouncil();
  const leaf = useMatches().at(-1)?.handle;
  const page = isPageMeta(leaf) ? leaf : undefined;
  const gate = useCouncilGate();
  // Each entry only for the roles its page's main operation allows in the current council.
  const sections = NAV_SECTIONS.map((section) => ({
    ...section,
    items: section.items.filter((item) => mayOpen(item.to, council)),
  })).filter((section) => section.items.length > 0);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavigationProgress />
      <header className="topbar">
        <button
          ref={toggleRef}
          type="button"
          className="icon-button menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="app-nav"
          aria-label={menuOpen ? 'Close navigation' : 'Open navigation'}
          onClick={() => setMenu({ open: !menuOpen, at: pathname })}
        >
          <Icon name="menu" size={20} />
        </button>
        <PrefetchLink to={paths.chat.href()} className="brand">
          <BrandMark />
          Council Chat
        </PrefetchLink>
        <div className="topbar-actions">
          <TopbarCouncil />
          <ThemeToggle />
          <UserMenu />
        </div>
      </header>
      <ConnectionStatusBanner />
      <div className="app-body">
        <nav id="app-nav" className={`sidebar${menuOpen ? ' is-open' : ''}`} aria-label="Main">
          {sections.map((section) => (
            <div className="nav-section" key={section.label}>
              <h2 className="nav-heading">{section.label}</h2>
              <ul>
                {section.items.map((item) => (
                  <li key={item.to}>
                    <PrefetchNavLink to={item.to} className="nav-link">
                      <Icon name={item.icon} />
                      <span className="nav-label">{item.label}</span>
                      {item.count === 'joinRequests' ? (
                        <Suspense fallback={null}>
                          <JoinRequestsCount />
                        </Suspense>
                      ) : null}
                    </PrefetchNavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <CouncilList />
          <details className="nav-more">
            <summary>More pages</summary>
            <ul>
              {MORE_ITEMS.map((item) => (
                <li key={item.to}>
                  <PrefetchNavLink to={item.to} className="nav-link nav-link-small" end>
                    {item.label}
                  </PrefetchNavLink>
                </li>
              ))}
            </ul>
          </details>
        </nav>
        <main id="main" className="app-main" tabIndex={-1}>
          <LiveUpdates />
          {gate && page ? (
            <AccessExplanation title={page.title} access={gate} />
          ) : (
            (children ?? <Outlet />)
          )}
        </main>
      </div>
    </div>
  );
}
