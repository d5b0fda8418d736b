import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { isAuthPath } from '@/lib/session/auth-paths';
import { createAuthStore } from '@/lib/session/auth-store';
import {
  keepScreenWhenHidden,
  readKeptScreen,
  restoreKeptAnswers,
} from '@/lib/session/kept-screen';
import { wasSignedIn } from '@/lib/session/signed-in-hint';
import { watchTabVisibility } from '@/features/auth/visibility-refresh';
import { createBuildUpdateWatcher } from '@/lib/build/build-update';
import { applyZIndexVariables } from '@/lib/constants/z-index';
import { FIRST_SCREEN_WAIT_MS } from '@/lib/constants/timings';
import { prefetchFirstPage } from './prefetch';
import { AppProviders } from './providers/AppProviders';
import { createQueryClient } from './providers/query-client';
import { createAppRouter, type AppRouter } from './router';
import { applyTheme } from './theme';
import './styles/index.css';

export interface StartedApp {
  unmount(): void;
  /**
   * Resolves once the first page is drawn from the screen this tab kept, or at once when it kept
   * none (then the first page needs its answers before it can be drawn).
   */
  firstScreen: Promise<void>;
}

/** Builds the app's long-lived parts (cache, auth state, router, global behaviours) and renders it. */
export function startApp(container: HTMLElement): StartedApp {
  applyTheme();
  applyZIndexVariables(document.documentElement);

  const queryClient = createQueryClient();
  const router = createAppRouter();
  const startPath = router.state.location.pathname;
  // A reload, or a phone bringing back a tab it discarded, draws the screen this tab showed at once;
  // an /auth page, which loads no profile, draws nothing of it.
  const kept = isAuthPath(startPath) ? null : readKeptScreen();
  if (kept) restoreKeptAnswers(queryClient, kept);
  const authStore = createAuthStore({
    queryClient,
    navigate: (to) => void router.navigate(to),
    keptProfile: kept?.profile ?? null,
  });

  // docs/app-rules.md#session: the profile is fetched at start, except on /auth paths.
  void authStore.start(startPath);
  prefetchFirstPage(router.state.location, queryClient, wasSignedIn());
  watchTabVisibility(authStore, { getPathname: () => router.state.location.pathname });
  keepScreenWhenHidden(queryClient, () => authStore.getState().userProfile);

  // docs/app-rules.md#session: a newer build reloads the app on the next navigation (guarded against loops).
  const builds = createBuildUpdateWatcher();
  builds.start();
  let lastKey = router.state.location.key;
  router.subscribe((state) => {
    if (state.location.key === lastKey) return;
    lastKey = state.location.key;
    builds.onNavigation();
  });

  const root = createRoot(container);
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient} authStore={authStore}>
        {/* A navigation commits at once, never as a transition: a transition keeps the previous
            screen on show and typeable while the next one renders, each keystroke restarts that
            render, and what was typed meanwhile went into the previous screen's box (another
            thread's draft, the new-chat box), gone when the new screen finally replaced it. Slow
            devices typed into the old screen for as long as they kept typing (issue 45). */}
        <RouterProvider router={router} useTransitions={false} />
      </AppProviders>
    </StrictMode>,
  );
  return {
    unmount: () => root.unmount(),
    firstScreen: kept ? whenFirstPageDrawn(router) : Promise.resolve(),
  };
}

/**
 * The first page's code loaded (the router is initialised once its lazy parts are) and a frame
 * painted after; at the latest after FIRST_SCREEN_WAIT_MS, so nothing waits on a page that never
 * settles.
 */
function whenFirstPageDrawn(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
    if (router.state.initialized) {
      painted();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      painted();
    });
  });
}
