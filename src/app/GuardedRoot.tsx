import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { useAuthState, useAuthStore } from '@/lib/session/auth-context';
import { isAuthPath } from '@/lib/session/auth-paths';
import { appHref } from '@/lib/base/app-base';
import { paths } from '@/lib/routes/paths';
import { PendingFrame } from './components/PendingFrame';
import { Splash } from './components/Splash';
import { ErrorPage } from './errors/ErrorPage';
import { decideGuard } from './guards';
import { isPageMeta } from './route-meta';
import type { GuardOutlet } from './council-gate';

// The app's frame, for a signed-in visitor's 404 (its own chunk, as the route table loads it).
const DefaultLayout = lazy(async () => ({
  default: (await import('./layouts/DefaultLayout')).DefaultLayout,
}));

/**
 * The root route: runs the guards (docs/app-rules.md#pages-and-guards) for the matched page on every
 * navigation and every auth change (a 401 anywhere clears the profile, and this sends the user
 * to /auth/login), then renders the layout and page, the layout and the council gate's
 * explanation, a redirect, or the 404 page.
 */
export function GuardedRoot() {
  const store = useAuthStore();
  const auth = useAuthState();
  const location = useLocation();
  const matches = useMatches();
  const leaf = matches.at(-1);
  const page = isPageMeta(leaf?.handle) ? leaf.handle : undefined;

  // The app started on an /auth path, which fetches no profile (docs/app-rules.md#session): the first
  // page outside /auth asks for it before its guards decide, as a start there would have.
  const mustAsk =
    auth.initialized &&
    !auth.profileChecked &&
    !isAuthPath(location.pathname) &&
    page?.layout !== 'auth';
  useEffect(() => {
    if (mustAsk) void store.initProfile();
  }, [mustAsk, store]);

  const decision =
    auth.initialized && !mustAsk
      ? decideGuard({
          pathname: location.pathname,
          search: location.search,
          hash: location.hash,
          page,
          params: leaf?.params ?? {},
          profile: auth.userProfile,
          signedOut: auth.signedOut,
        })
      : null;

  const documentRedirect = decision?.type === 'redirect' && decision.document ? decision.to : null;
  useEffect(() => {
    if (documentRedirect) window.location.replace(appHref(documentRedirect));
  }, [documentRedirect]);

  const title =
    decision?.type === 'allow' || decision?.type === 'explain' ? page?.title : undefined;
  useEffect(() => {
    if (title) document.title = title === 'Council Chat' ? title : `${title} · Council Chat`;
  }, [title]);

  // The session is not known yet: the frame of the page's layout stands meanwhile, not a blank wait.
  if (!decision) return <PendingFrame pathname={location.pathname} />;
  if (decision.type === 'redirect') {
    if (decision.document) return <Splash />;
    // The target's frame stands while its page's code loads (a signed-out visitor of an app page
    // sees the sign-in card's frame at once, never a blank window).
    return (
      <>
        <PendingFrame pathname={decision.to.split(/[?#]/)[0]} />
        <Navigate to={decision.to} replace />
      </>
    );
  }
  if (decision.type === 'not-found') {
    // Signed in, an unknown address keeps the app's navigation around the 404, so the way back is
    // where it always is; a visitor gets the page on its own.
    if (!auth.userProfile)
      return <ErrorPage statusCode={404} message={decision.message} standalone />;
    return (
      <Suspense fallback={<PendingFrame pathname={paths.settings.href()} />}>
        <DefaultLayout>
          <ErrorPage statusCode={404} message={decision.message} />
        </DefaultLayout>
      </Suspense>
    );
  }
  const outlet: GuardOutlet = { gate: decision.type === 'explain' ? decision.gate : null };
  return (
    <>
      <Outlet context={outlet} />
      <ScrollRestoration />
    </>
  );
}
