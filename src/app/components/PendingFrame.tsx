import { APP_BASENAME } from '@/lib/base/app-base';
import { defaultPages } from '../pages-table';
import { BrandMark } from './BrandMark';
import { Splash } from './Splash';

type FrameKind = 'app' | 'chat' | 'auth' | 'landing' | 'unknown';

/** First path segments of the signed-in app's pages (matched case-insensitively, as the routes). */
const APP_SEGMENTS = new Set(defaultPages.map((page) => page.path!.split('/')[0]!.toLowerCase()));

/** Which frame the address will have, read from the address alone (before any data or page code). */
export function frameKindOf(pathname: string): FrameKind {
  const base = APP_BASENAME === '/' ? '' : APP_BASENAME.replace(/\/$/, '');
  const inApp =
    base && pathname.toLowerCase().startsWith(base.toLowerCase())
      ? pathname.slice(base.length)
      : pathname;
  const first = (inApp.split('/')[1] ?? '').toLowerCase();
  if (first === '' || first === 'terms-and-conditions') return 'landing';
  if (first === 'auth') return 'auth';
  if (first === 'chat') return 'chat';
  if (APP_SEGMENTS.has(first)) return 'app';
  return 'unknown';
}

/** Grey bars where text will be: decoration, hidden from assistive technology. */
function Bars({ widths }: { widths: string[] }) {
  return (
    <>
      {widths.map((width, index) => (
        <span key={index} className="skeleton-bar" style={{ width }} />
      ))}
    </>
  );
}

function Brand() {
  return (
    <span className="brand">
      <BrandMark />
      Council Chat
    </span>
  );
}

/** The page's own region while its code or data loads: where headings, lines and a list will be. */
function PageSkeleton({ kind }: { kind: FrameKind }) {
  if (kind === 'chat') {
    return (
      <div className="frame-skeleton-chat" aria-hidden="true">
        <div className="frame-skeleton-chat-side">
          <Bars widths={['70%', '55%', '80%', '60%', '75%', '50%']} />
        </div>
        <div className="frame-skeleton-chat-main">
          <Bars widths={['30%']} />
          <span className="frame-skeleton-composer" />
        </div>
      </div>
    );
  }
  return (
    <div className="frame-skeleton-page" aria-hidden="true">
      <span className="skeleton-bar skeleton-heading" />
      <Bars widths={['60%', '85%', '75%', '90%', '40%']} />
    </div>
  );
}

/**
 * What stands on a full load before the session and the page's code are known: the frame of the
 * layout the address belongs to (header, navigation column, the page's skeleton), drawn from the
 * address alone, with the same classes as the real layout so it does not jump when that arrives.
 * Only an address that matches no page gets the plain spinner.
 */
export function PendingFrame({ pathname = window.location.pathname }: { pathname?: string }) {
  const kind = frameKindOf(pathname);
  const status = (
    <span className="sr-only" role="status">
      Loading…
    </span>
  );
  if (kind === 'app' || kind === 'chat') {
    return (
      <div className="app-shell" data-app-frame="pending" aria-busy="true">
        <header className="topbar">
          <span className="menu-toggle-placeholder" aria-hidden="true" />
          <Brand />
          <div className="topbar-actions" aria-hidden="true">
            <span className="skeleton-avatar" />
          </div>
        </header>
        <div className="app-body">
          <nav className="sidebar" aria-label="Main" aria-hidden="true">
            <div className="frame-skeleton-nav">
              <Bars widths={['40%', '70%', '60%', '65%', '40%', '75%', '55%', '60%', '50%']} />
            </div>
          </nav>
          <main
            id="main"
            className={`app-main${kind === 'chat' ? ' app-main-chat' : ''}`}
            tabIndex={-1}
          >
            {status}
            <PageSkeleton kind={kind} />
          </main>
        </div>
      </div>
    );
  }
  if (kind === 'auth') {
    return (
      <div className="auth-shell" data-app-frame="pending" aria-busy="true">
        <header className="auth-header">
          <Brand />
        </header>
        <main id="main" className="auth-main" tabIndex={-1}>
          <div className="auth-card">
            {status}
            <PageSkeleton kind={kind} />
          </div>
        </main>
      </div>
    );
  }
  if (kind === 'landing') {
    return (
      <div className="landing-shell" data-app-frame="pending" aria-busy="true">
        <header className="landing-header">
          <Brand />
        </header>
        <main id="main" className="landing-main" tabIndex={-1}>
          {status}
          <PageSkeleton kind={kind} />
        </main>
      </div>
    );
  }
  return <Splash />;
}
