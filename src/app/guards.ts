/**
 * The guards of docs/app-rules.md#pages-and-guards as one pure function (unit-tested in tests/app), applied
 * by GuardedRoot to every navigation:
 *   1. the page's own validity check → 404 `Page Not Found: {path}`;
 *   2. authentication → signed-out visitors of app pages go to /auth/login (with `?redirect=` where
 *      they were going, unless they signed out in this tab), signed-in visitors of /auth pages go
 *      to /chat (unless flagged allowAuth) or to a safe `?redirect=`;
 *   3. the route-rule redirects of route-rules.ts;
 *   4. the council gate: a council page (`operation` in its metadata) that the signed-in user may
 *      not use in their current council (none, or a role its `x-council-roles` leave out) is
 *      explained instead of shown (src/features/council/gate), in the app's frame.
 * Unmatched paths show 404 `Page not found: {fullPath}`. The old address of a page that moved
 * (pages-table.ts, `movedPages`) redirects to its new one before any guard: the guards then run
 * for the page it leads to.
 */
import { paths } from '@/lib/routes/paths';
import { isAuthPath, loginPathFor, safeRedirectTarget } from '@/lib/session/auth-paths';
import type { PageMeta, RouteParams, UserProfile } from './route-meta';
import { ROUTE_RULES, type RouteRule } from './route-rules';
import { pageAccess, type PageAccess } from '@/features/council/gate/page-access';
import { currentCouncilOf } from '@/lib/session/current-council';

/** A council page the user may not use, and why (the guards' step 4). */
export type CouncilGate = Exclude<PageAccess, { type: 'allow' }>;

export type GuardDecision =
  | { type: 'allow' }
  /** `document`: follow with a full page load (an /auth page, where the profile is not loaded). */
  | {
      type: 'redirect';
      to: string;
      reason: 'signed-out' | 'signed-in' | 'rule' | 'moved';
      document?: boolean;
    }
  | { type: 'not-found'; message: string }
  | { type: 'explain'; gate: CouncilGate };

export interface GuardInput {
  pathname: string;
  search?: string;
  hash?: string;
  page: PageMeta | undefined;
  params?: RouteParams;
  profile: UserProfile | null;
  /** The user signed out in this tab (AuthState.signedOut): no way back to the page they left. */
  signedOut?: boolean;
  rules?: readonly RouteRule[];
}

/** Pages that signed-in users may always open, whatever their flags (docs/app-rules.md#pages-and-guards). */
export const ALWAYS_ALLOWED_AUTH_PAGES: readonly string[] = ['Sharepoint_callback', 'Verifyemail'];

export function unmatchedMessage(fullPath: string): string {
  return `Page not found: ${fullPath}`;
}

export function invalidPageMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

export function decideGuard(input: GuardInput): GuardDecision {
  const { pathname, page, profile } = input;
  const search = input.search ?? '';
  const hash = input.hash ?? '';

  if (!page || page.unmatched)
    return { type: 'not-found', message: unmatchedMessage(`${pathname}${search}${hash}`) };
  if (page.movedTo)
    return { type: 'redirect', to: `${page.movedTo}${search}${hash}`, reason: 'moved' };

  // 1. The page's own validity check.
  if (page.validate && !page.validate(input.params ?? {})) {
    return { type: 'not-found', message: invalidPageMessage(pathname) };
  }

  // 2. Authentication.
  const onAuthPage = page.layout === 'auth' || isAuthPath(pathname);
  const onLandingPage = page.layout === 'landing';
  if (!profile) {
    // The sign-in page carries where the visitor was going, and sends them there afterwards.
    if (!onAuthPage && !onLandingPage) {
      const to = input.signedOut
        ? paths.login.signedOutPath
        : loginPathFor(`${pathname}${search}${hash}`);
      return { type: 'redirect', to, reason: 'signed-out' };
    }
  } else if (onAuthPage && !page.allowAuth && !ALWAYS_ALLOWED_AUTH_PAGES.includes(page.name)) {
    // A sign-in started from another page may name where to go next (`?redirect=`).
    const target = safeRedirectTarget(new URLSearchParams(search).get('redirect'));
    if (target) {
      const targetPath = target.split(/[?#]/)[0] ?? target;
      // An /auth page opened with a document load does not load the profile (docs/app-rules.md#session), which
      // is what the guest-only /auth pages that work with a session (join, invitations) need.
      return isAuthPath(targetPath)
        ? { type: 'redirect', to: target, reason: 'signed-in', document: true }
        : { type: 'redirect', to: target, reason: 'signed-in' };
    }
    return { type: 'redirect', to: paths.chat.href(), reason: 'signed-in' };
  }

  // 3. Route rules.
  for (const rule of input.rules ?? ROUTE_RULES) {
    const to = rule.redirect({ pathname, page, profile });
    if (to && to.toLowerCase() !== pathname.toLowerCase())
      return { type: 'redirect', to, reason: 'rule' };
  }

  // 4. The council gate.
  if (profile) {
    const access = pageAccess(page, currentCouncilOf(profile));
    if (access.type !== 'allow') return { type: 'explain', gate: access };
  }

  return { type: 'allow' };
}

// Validity checks of the pages with parameters.
const POSITIVE_INT = /^[1-9]\d{0,15}$/;
const SLUG_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const JOIN_CODE = /^[A-Za-z0-9_-]{1,32}$/;
const TOOL_SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

export const validators = {
  /** `/chat/{id?}`: no id, or a positive integer thread id. */
  chat: (params: RouteParams) => params.id === undefined || POSITIVE_INT.test(params.id),
  /** `/help/{args...}`: any depth of slug-like segments. */
  help: (params: RouteParams) => {
    const splat = (params['*'] ?? '').replace(/\/+$/, '');
    return splat === '' || splat.split('/').every((segment) => SLUG_SEGMENT.test(segment));
  },
  /** `/auth/join/{code?}` and `/auth/request_join/{code?}`: a council join code when present. */
  joinCode: (params: RouteParams) => params.code === undefined || JOIN_CODE.test(params.code),
  /** `/auth/tool/{tool}/callback`: a tool slug. */
  tool: (params: RouteParams) =>
    params.tool !== undefined && params.tool.length <= 64 && TOOL_SLUG.test(params.tool),
};
