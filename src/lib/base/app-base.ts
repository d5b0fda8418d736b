/**
 * The path the app is served under: `/` at a site's root, `/council-chat/` for a GitHub Pages
 * project site (`vite build --base=/council-chat/`). The router's basename and every document-level
 * address (a full page load) go through here, so nothing assumes `/`.
 */
export const APP_BASENAME: string = (import.meta.env.BASE_URL ?? '/').replace(/\/+$/, '') || '/';

/** A document address for an app path: `/chat` → `/council-chat/chat` under a sub-path base. */
export function appHref(path: string): string {
  return APP_BASENAME === '/' ? path : `${APP_BASENAME}${path.startsWith('/') ? path : `/${path}`}`;
}
