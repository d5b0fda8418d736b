/**
 * The paths the backend owns, under the app's base: a call there is the mock's (never the host's
 * index.html), and a navigation anywhere else is one of the app's own pages. One rule for the
 * page's mock (mocks/browser.ts) and its service worker (scripts/vite-worker-navigations.ts).
 */
export const BACKEND_PATH = /^\/(api|sanctum|broadcasting)(\/|$)/;
