import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { APP_BASENAME } from '@/lib/base/app-base';
import { PagePrefetchContext } from './components/page-prefetch';
import { PendingFrame } from './components/PendingFrame';
import { RootErrorBoundary, RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { GuardedRoot } from './GuardedRoot';
import { AuthLayout } from './layouts/AuthLayout';
import { LandingLayout } from './layouts/LandingLayout';
import {
  authPages,
  defaultPages,
  landingPages,
  movedPages,
  UNMATCHED_META,
  type PageDefinition,
} from './pages-table';
import { prefetchPage } from './prefetch';

/** Each page is its own chunk, loaded by the router before the navigation commits. */
function pageRoute(page: PageDefinition): RouteObject {
  const common = {
    handle: page.meta,
    // The page's own boundary keeps its layout (navigation, user menu) around an error.
    ErrorBoundary: PageError,
    lazy: { Component: () => loadPageComponent(page) },
  };
  return page.index ? { index: true, ...common } : { path: page.path, ...common };
}

/**
 * A chunk that fails to load becomes a page that throws the failure when rendered, so the page's
 * error boundary handles it (and reloads the app). A rejected `lazy` on the first load would
 * otherwise leave the router rendering nothing below the root.
 */
async function loadPageComponent(page: PageDefinition): Promise<ComponentType> {
  try {
    return (await page.load()).default;
  } catch (error) {
    return function ChunkLoadFailed(): never {
      throw error;
    };
  }
}

function PageError() {
  return <RouteErrorBoundary />;
}

/** Every page's links prefetch through the table (components/page-prefetch.ts says why it is handed down). */
function PrefetchingRoot() {
  return (
    <PagePrefetchContext value={prefetchPage}>
      <GuardedRoot />
    </PagePrefetchContext>
  );
}

/** The route table: three layouts and a catch-all. Paths match case-insensitively (the default). */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: PrefetchingRoot,
      ErrorBoundary: RootErrorBoundary,
      // While the first page's code loads: its layout's frame, drawn from the address.
      HydrateFallback: () => <PendingFrame />,
      children: [
        // The app's layout (navigation, councils, account menu, presence) is its own chunk: the
        // landing and sign-in pages, a visitor's first page, never load it.
        {
          id: 'layout-default',
          lazy: { Component: async () => (await import('./layouts/DefaultLayout')).DefaultLayout },
          ErrorBoundary: RootErrorBoundary,
          children: defaultPages.map(pageRoute),
        },
        {
          id: 'layout-auth',
          path: 'auth',
          Component: AuthLayout,
          ErrorBoundary: RootErrorBoundary,
          children: authPages.map(pageRoute),
        },
        {
          id: 'layout-landing',
          Component: LandingLayout,
          ErrorBoundary: RootErrorBoundary,
          children: landingPages.map(pageRoute),
        },
        // Old addresses of moved pages: GuardedRoot redirects them to the page's address now.
        ...movedPages.map((meta) => ({ path: meta.name, handle: meta, Component: () => null })),
        // Unmatched paths: GuardedRoot shows 404 `Page not found: {fullPath}`.
        { id: 'unmatched', path: '*', handle: UNMATCHED_META, Component: () => null },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes(), { basename: APP_BASENAME });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
