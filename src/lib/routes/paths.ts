/**
 * Every page's address, once: its route pattern (`path`, which the route table in
 * src/app/pages-table.ts mounts) and a typed `href` that builds a link to it, with the page's
 * parameters, a query and a hash. Links, `navigate` calls and redirects take their address from
 * here; a route written out as a string fails lint (eslint.config.js, tests/build/route-rule.test.ts).
 * Pages keep the spelling docs/app-rules.md#pages-and-guards gives them (`/App_store`, `/auth/Login`);
 * the router matches paths case-insensitively. It sits in the shared layer, below the features
 * that link to each other's pages and the shell that mounts them.
 */

/** A query as named values (missing and empty ones are left out), or one already encoded. */
export type Query = Readonly<Record<string, string | number | null | undefined>> | string;

/** Where on a page a link lands: its query (`?…`) and hash (`#…`). */
export interface Place {
  search?: Query;
  hash?: string;
}

function encodeQuery(search: Query | undefined): string {
  if (search === undefined || typeof search === 'string') return search ?? '';
  return Object.entries(search)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

function address(path: string, { search, hash }: Place = {}): string {
  const query = encodeQuery(search);
  return `${path}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}

/** A page without parameters: `href()`, or `href({ search, hash })`. */
function page(path: string) {
  return { path, href: (place?: Place) => address(path, place) };
}

/** A page whose address carries parameters; optional only when all of them are. */
function pageWith<Params extends object>(path: string, fill: (params: Params) => string) {
  type Args = object extends Params ? [params?: Params & Place] : [params: Params & Place];
  return {
    path,
    href: (...[params]: Args) => address(fill((params ?? {}) as Params), params),
  };
}

const segment = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  // The landing layout.
  home: page('/'),
  terms: page('/terms-and-conditions'),

  // The default layout (signed-in app).
  agents: page('/Agents'),
  appStore: page('/App_store'),
  councilManagement: page('/Council_management'),
  empty: page('/Empty'),
  licences: page('/Licences'),
  manageAgents: page('/Manage_agents'),
  notFound: page('/NotFound'),
  orders: page('/Orders'),
  settings: page('/Settings'),
  subscriptions: page('/Subscriptions'),
  users: page('/Users'),
  chat: pageWith<{ threadId?: number | string }>('/chat/:id?', ({ threadId }) =>
    threadId === undefined ? '/chat' : `/chat/${segment(threadId)}`,
  ),
  /** `helpPath`: the page's slash-joined slugs (`getting-started/first-chat`). */
  help: pageWith<{ helpPath?: string }>('/help/*', ({ helpPath }) =>
    helpPath ? `/help/${helpPath.replace(/^\/+/, '')}` : '/help',
  ),

  // The auth layout.
  register: page('/auth'),
  acceptInvitation: page('/auth/Accept_invitation'),
  access: page('/auth/Access'),
  authError: page('/auth/Error'),
  forgotPassword: page('/auth/Forgot_password'),
  join: pageWith<{ code?: string | null }>('/auth/join/:code?', ({ code }) =>
    code ? `/auth/join/${segment(code)}` : '/auth/join',
  ),
  login: {
    ...page('/auth/Login'),
    /**
     * Where the guards and sign-out send a signed-out visitor: the same page, spelled as
     * docs/app-rules.md#pages-and-guards spells that rule (`/auth/login`); routes match
     * case-insensitively, so both spellings open it.
     */
    signedOutPath: '/auth/login',
  },
  microsoft: page('/auth/Microsoft'),
  onboarding: page('/auth/Onboarding'),
  partnerOnboarding: page('/auth/partner/onboarding'),
  partnerRegistration: page('/auth/partner/registration'),
  requestJoinSuccess: page('/auth/Request_join_success'),
  requestJoin: pageWith<{ code?: string | null }>('/auth/request_join/:code?', ({ code }) =>
    code ? `/auth/request_join/${segment(code)}` : '/auth/request_join',
  ),
  resetPassword: page('/auth/Reset-password'),
  sharepointCallback: page('/auth/Sharepoint_callback'),
  toolCallback: pageWith<{ tool: string }>(
    '/auth/tool/:tool/callback',
    ({ tool }) => `/auth/tool/${segment(tool)}/callback`,
  ),
  verifyEmail: page('/auth/Verifyemail'),
} as const;

export type PageKey = keyof typeof paths;
