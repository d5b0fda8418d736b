import type { CouncilOperationId } from '@/generated/council-roles';
import type { UserProfile } from '@/generated/model';

export type LayoutName = 'default' | 'auth' | 'landing';

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** What the guards and the shell know about a page; stored in the route's `handle`. */
export interface PageMeta {
  /** The page's name, spelled as docs/app-rules.md#pages-and-guards spells it (e.g. `Login`, `Sharepoint_callback`). */
  name: string;
  layout: LayoutName;
  /** Shown in the tab title. */
  title: string;
  /** Signed-in users may open this /auth page (the allowAuth flag of docs/app-rules.md#pages-and-guards). */
  allowAuth?: boolean;
  /** The page's own validity check, the first guard; false shows 404 `Page Not Found: {path}`. */
  validate?: (params: RouteParams) => boolean;
  /**
   * The page's main council operation. Only the roles its `x-council-roles` allow in the current
   * council see the page's navigation entry and its content; others are told who may use it
   * (src/app/page-access.ts). Pages without one are for every signed-in user.
   */
  operation?: CouncilOperationId;
  /**
   * A page of the route table that is there for developers (a state preview, the 404 page
   * reached by its address): routed, never offered to users in the navigation (src/app/navigation.ts).
   */
  forDevelopers?: true;
  /**
   * The page moved: its old address, kept so a bookmark keeps working, redirects here (search and
   * hash kept) before any other guard (src/app/pages-table.ts, `movedPages`).
   */
  movedTo?: string;
  /** Set on the catch-all route only. */
  unmatched?: boolean;
}

export function isPageMeta(value: unknown): value is PageMeta {
  return typeof value === 'object' && value !== null && 'name' in value && 'layout' in value;
}

export type { UserProfile };
