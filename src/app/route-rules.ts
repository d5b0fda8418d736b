import { paths } from '@/lib/routes/paths';
import type { PageMeta, UserProfile } from './route-meta';

export interface RouteRuleContext {
  pathname: string;
  page: PageMeta;
  profile: UserProfile | null;
}

/**
 * The third guard (docs/app-rules.md#pages-and-guards): route-rule redirects. One table, checked in order
 * after the validity and authentication checks; the first rule that returns a path wins.
 * (`/` → `/chat` for signed-in users is deliberately not a rule: the landing page stays.)
 */
export interface RouteRule {
  name: string;
  redirect(context: RouteRuleContext): string | null;
}

export const ROUTE_RULES: readonly RouteRule[] = [
  {
    // A signed-in user who has not finished onboarding (`onboarding_completed: false`, e.g. right
    // after registering) continues it before using the app; partners have their own screens.
    name: 'finish-onboarding',
    redirect: ({ page, profile }) => {
      if (!profile || profile.onboarding_completed || page.layout !== 'default') return null;
      return profile.is_partner ? paths.partnerOnboarding.href() : paths.onboarding.href();
    },
  },
];
