/**
 * Every page of docs/app-rules.md#pages-and-guards: its path (from src/lib/routes/paths.ts, where links
 * take theirs too; matched case-insensitively), layout, guard
 * flags, the lazily loaded chunk that holds it, and the data worth prefetching on hover: the query
 * options of the page's own feature (its `queries` module, which the screen reads through too, so a
 * prefetch is the screen's cache entry), imported when the prefetch runs so the API modules stay
 * out of the entry.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { paths } from '@/lib/routes/paths';
import { currentCouncilIdOf } from '@/lib/session/current-council';
import type { PageMeta, UserProfile } from './route-meta';
import { validators } from './guards';

export type PageModule = { default: ComponentType };

export interface PageDefinition {
  /** Relative to its layout's path; `index` pages have none. */
  path?: string;
  index?: true;
  meta: PageMeta;
  load: () => Promise<PageModule>;
  /** The first data of the page, fetched into the cache when a link to it is hovered. */
  prefetch?: (queryClient: QueryClient, profile: UserProfile | null) => Promise<unknown>;
}

/** A page's pattern from src/lib/routes/paths.ts, relative to the layout that mounts it. */
function relativeTo(layoutPath: '/' | '/auth/') {
  return ({ path }: { path: string }): string => {
    if (!path.startsWith(layoutPath)) throw new Error(`${path} is not under ${layoutPath}`);
    return path.slice(layoutPath.length);
  };
}
const atRoot = relativeTo('/');
const inAuth = relativeTo('/auth/');

function forCouncil(run: (queryClient: QueryClient, council: number) => Promise<unknown>) {
  return async (queryClient: QueryClient, profile: UserProfile | null) => {
    const council = currentCouncilIdOf(profile);
    return council === null ? undefined : run(queryClient, council);
  };
}

/** Pages in the default layout (signed-in app). */
export const defaultPages: PageDefinition[] = [
  {
    path: atRoot(paths.agents),
    meta: { name: 'Agents', layout: 'default', title: 'My agents' },
    load: () => import('@/features/agents/my-agents/AgentsPage'),
    prefetch: async (queryClient) =>
      queryClient.prefetchQuery((await import('@/features/agents/data/queries')).myAgentsQuery()),
  },
  {
    path: atRoot(paths.appStore),
    meta: { name: 'App_store', layout: 'default', title: 'App store' },
    load: () => import('@/features/agents/store/AppStorePage'),
    prefetch: async (queryClient) =>
      queryClient.prefetchQuery(
        (await import('@/features/agents/store/queries')).appStoreAgentsQuery(),
      ),
  },
  {
    path: atRoot(paths.councilManagement),
    meta: {
      name: 'Council_management',
      layout: 'default',
      title: 'Council management',
      operation: 'getCouncil',
    },
    load: () => import('@/features/council/console/management/CouncilManagementPage'),
    prefetch: forCouncil(async (queryClient, council) =>
      queryClient.prefetchQuery(
        (await import('@/features/council/console/management/queries')).councilQuery(council),
      ),
    ),
  },
  {
    path: atRoot(paths.empty),
    meta: { name: 'Empty', layout: 'default', title: 'Nothing here yet', forDevelopers: true },
    load: () => import('@/features/empty/EmptyPage'),
  },
  {
    path: atRoot(paths.licences),
    meta: {
      name: 'Licences',
      layout: 'default',
      title: 'Licences',
      operation: 'listCouncilLicences',
    },
    load: () => import('@/features/council/console/licences/LicencesPage'),
    prefetch: forCouncil(async (queryClient, council) =>
      (await import('@/generated/api/licences/licences')).prefetchListCouncilLicencesQuery(
        queryClient,
        council,
      ),
    ),
  },
  {
    path: atRoot(paths.manageAgents),
    meta: { name: 'Manage_agents', layout: 'default', title: 'Manage agents' },
    load: () => import('@/features/agents/builder/ManageAgentsPage'),
    prefetch: async (queryClient) =>
      queryClient.prefetchQuery(
        (await import('@/features/agents/builder/queries')).builderAgentsQuery(),
      ),
  },
  {
    path: atRoot(paths.notFound),
    meta: { name: 'NotFound', layout: 'default', title: 'Page Not Found', forDevelopers: true },
    load: () => import('./pages/NotFoundPage'),
  },
  {
    path: atRoot(paths.orders),
    meta: { name: 'Orders', layout: 'default', title: 'Orders', operation: 'listCouncilOrders' },
    load: () => import('@/features/council/console/orders/OrdersPage'),
    prefetch: forCouncil(async (queryClient, council) =>
      queryClient.prefetchQuery(
        (await import('@/features/council/console/orders/queries')).councilOrdersQuery(council),
      ),
    ),
  },
  {
    path: atRoot(paths.settings),
    meta: { name: 'Settings', layout: 'default', title: 'Settings' },
    load: () => import('@/features/settings/SettingsPage'),
  },
  {
    path: atRoot(paths.subscriptions),
    meta: { name: 'Subscriptions', layout: 'default', title: 'Subscriptions' },
    load: () => import('@/features/subscriptions/SubscriptionsPage'),
    prefetch: async (queryClient) =>
      queryClient.prefetchQuery((await import('@/features/subscriptions/queries')).plansQuery()),
  },
  {
    path: atRoot(paths.users),
    meta: { name: 'Users', layout: 'default', title: 'Users', operation: 'listCouncilUsers' },
    load: () => import('@/features/council/console/users/UsersPage'),
    prefetch: forCouncil(async (queryClient, council) =>
      queryClient.prefetchQuery(
        (await import('@/features/council/console/users/queries')).councilUsersQuery(council),
      ),
    ),
  },
  {
    path: atRoot(paths.chat),
    meta: { name: 'chat', layout: 'default', title: 'Chat', validate: validators.chat },
    load: () => import('@/features/chat/ChatPage'),
    prefetch: async (queryClient) =>
      (await import('@/features/chat/data/sidebar-queries')).prefetchChatLists(queryClient),
  },
  {
    path: atRoot(paths.help),
    meta: { name: 'help', layout: 'default', title: 'Help', validate: validators.help },
    load: () => import('@/features/help/HelpPage'),
    prefetch: async (queryClient) =>
      queryClient.prefetchQuery((await import('@/features/help/queries')).helpPagesQuery()),
  },
];

/** Pages under /auth, in the auth layout. */
export const authPages: PageDefinition[] = [
  {
    index: true,
    meta: { name: 'auth', layout: 'auth', title: 'Create your account' },
    load: () => import('@/features/auth/pages/RegisterPage'),
  },
  {
    path: inAuth(paths.acceptInvitation),
    meta: { name: 'Accept_invitation', layout: 'auth', title: 'Accept invitation' },
    load: () => import('@/features/council/join/pages/AcceptInvitationPage'),
  },
  {
    path: inAuth(paths.access),
    meta: { name: 'Access', layout: 'auth', title: 'Request access' },
    load: () => import('@/features/auth/pages/AccessPage'),
  },
  {
    path: inAuth(paths.authError),
    meta: { name: 'Error', layout: 'auth', title: 'Sign-in problem' },
    load: () => import('@/features/auth/pages/AuthErrorPage'),
  },
  {
    path: inAuth(paths.forgotPassword),
    meta: { name: 'Forgot_password', layout: 'auth', title: 'Forgot password' },
    load: () => import('@/features/auth/pages/ForgotPasswordPage'),
  },
  {
    path: inAuth(paths.join),
    meta: { name: 'join', layout: 'auth', title: 'Join a council', validate: validators.joinCode },
    load: () => import('@/features/council/join/pages/JoinPage'),
  },
  {
    path: inAuth(paths.login),
    meta: { name: 'Login', layout: 'auth', title: 'Sign in' },
    load: () => import('@/features/auth/pages/LoginPage'),
  },
  {
    path: inAuth(paths.microsoft),
    meta: { name: 'Microsoft', layout: 'auth', title: 'Sign in with Microsoft', allowAuth: true },
    load: () => import('@/features/auth/pages/MicrosoftPage'),
  },
  {
    path: inAuth(paths.onboarding),
    meta: { name: 'Onboarding', layout: 'auth', title: 'Welcome', allowAuth: true },
    load: () => import('@/features/council/join/pages/OnboardingPage'),
  },
  {
    path: inAuth(paths.partnerOnboarding),
    meta: {
      name: 'partner/onboarding',
      layout: 'auth',
      title: 'Partner onboarding',
      allowAuth: true,
    },
    load: () => import('@/features/auth/pages/PartnerOnboardingPage'),
  },
  {
    path: inAuth(paths.partnerRegistration),
    meta: { name: 'partner/registration', layout: 'auth', title: 'Partner registration' },
    load: () => import('@/features/auth/pages/PartnerRegistrationPage'),
  },
  {
    path: inAuth(paths.requestJoinSuccess),
    meta: { name: 'Request_join_success', layout: 'auth', title: 'Join request' },
    load: () => import('@/features/council/join/pages/RequestJoinSuccessPage'),
  },
  {
    path: inAuth(paths.requestJoin),
    meta: {
      name: 'request_join',
      layout: 'auth',
      title: 'Ask to join a council',
      validate: validators.joinCode,
    },
    load: () => import('@/features/council/join/pages/RequestJoinPage'),
  },
  {
    path: inAuth(paths.resetPassword),
    meta: { name: 'Reset-password', layout: 'auth', title: 'Reset password' },
    load: () => import('@/features/auth/pages/ResetPasswordPage'),
  },
  {
    path: inAuth(paths.sharepointCallback),
    meta: {
      name: 'Sharepoint_callback',
      layout: 'auth',
      title: 'Connecting SharePoint',
      allowAuth: true,
    },
    load: () => import('@/features/auth/pages/SharepointCallbackPage'),
  },
  {
    path: inAuth(paths.toolCallback),
    meta: {
      name: 'tool/callback',
      layout: 'auth',
      title: 'Connecting a tool',
      allowAuth: true,
      validate: validators.tool,
    },
    load: () => import('@/features/auth/pages/ToolCallbackPage'),
  },
  {
    path: inAuth(paths.verifyEmail),
    meta: { name: 'Verifyemail', layout: 'auth', title: 'Verify email', allowAuth: true },
    load: () => import('@/features/auth/pages/VerifyEmailPage'),
  },
];

/** The public pages, in the landing layout. */
export const landingPages: PageDefinition[] = [
  {
    index: true,
    meta: { name: 'index', layout: 'landing', title: 'Council Chat' },
    load: () => import('./pages/LandingPage'),
  },
  {
    path: atRoot(paths.terms),
    meta: { name: 'terms-and-conditions', layout: 'landing', title: 'Terms and conditions' },
    load: () => import('./pages/TermsPage'),
  },
];

/**
 * Old addresses of pages that moved: each redirects to the page's address now, so a bookmark keeps
 * working. The product was specified with `/Licenses`; the page is spelled as the contract spells
 * the resource (`/Licences`, operation listCouncilLicences; docs/app-rules.md#pages-and-guards).
 */
export const movedPages: readonly PageMeta[] = [
  { name: 'Licenses', layout: 'default', title: 'Licences', movedTo: paths.licences.href() },
];

export const UNMATCHED_META: PageMeta = {
  name: 'unmatched',
  layout: 'landing',
  title: 'Page Not Found',
  unmatched: true,
};
