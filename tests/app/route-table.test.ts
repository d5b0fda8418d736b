/**
 * The table of addresses (src/lib/routes/paths.ts): every entry's `href` opens the page of
 * docs/app-rules.md#pages-and-guards it names, with its parameters where the page reads them, and
 * its query and hash encoded as the links built by hand did.
 */
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PageMeta } from '@/app/route-meta';
import { createRoutes } from '@/app/router';
import { paths } from '@/lib/routes/paths';

/** The name of the page `href` opens, and the parameters the router hands it. */
function opened(href: string): { name: string; params: Record<string, string | undefined> } {
  const match = matchRoutes(createRoutes(), new URL(href, 'https://app.invalid').pathname)?.at(-1);
  return { name: (match?.route.handle as PageMeta).name, params: { ...match?.params } };
}

describe('the table of addresses', () => {
  it("opens every page by the spec's name", () => {
    const names = {
      home: 'index',
      terms: 'terms-and-conditions',
      agents: 'Agents',
      appStore: 'App_store',
      councilManagement: 'Council_management',
      empty: 'Empty',
      licences: 'Licences',
      manageAgents: 'Manage_agents',
      notFound: 'NotFound',
      orders: 'Orders',
      settings: 'Settings',
      subscriptions: 'Subscriptions',
      users: 'Users',
      chat: 'chat',
      help: 'help',
      register: 'auth',
      acceptInvitation: 'Accept_invitation',
      access: 'Access',
      authError: 'Error',
      forgotPassword: 'Forgot_password',
      join: 'join',
      login: 'Login',
      microsoft: 'Microsoft',
      onboarding: 'Onboarding',
      partnerOnboarding: 'partner/onboarding',
      partnerRegistration: 'partner/registration',
      requestJoinSuccess: 'Request_join_success',
      requestJoin: 'request_join',
      resetPassword: 'Reset-password',
      sharepointCallback: 'Sharepoint_callback',
      toolCallback: 'tool/callback',
      verifyEmail: 'Verifyemail',
    } satisfies Record<keyof typeof paths, string>;
    const hrefs: Record<keyof typeof paths, string> = {
      ...Object.fromEntries(
        Object.entries(paths).map(([key, entry]) => [key, (entry.href as () => string)()]),
      ),
      toolCallback: paths.toolCallback.href({ tool: 'slack' }),
    } as Record<keyof typeof paths, string>;
    for (const [key, name] of Object.entries(names)) {
      expect(opened(hrefs[key as keyof typeof paths]).name, key).toBe(name);
    }
    expect(opened(paths.login.signedOutPath).name).toBe('Login');
  });

  it('puts the parameters where the pages read them', () => {
    expect(opened(paths.chat.href({ threadId: 42 }))).toEqual({
      name: 'chat',
      params: { id: '42' },
    });
    expect(opened(paths.join.href({ code: 'K7P2' })).params.code).toBe('K7P2');
    expect(opened(paths.requestJoin.href({ code: 'K7P2' })).params.code).toBe('K7P2');
    expect(opened(paths.toolCallback.href({ tool: 'slack' })).params.tool).toBe('slack');
    expect(opened(paths.help.href({ helpPath: '/getting-started/first-chat' })).params['*']).toBe(
      'getting-started/first-chat',
    );
  });

  it('encodes the query and the hash as a link written by hand would, leaving out empty values', () => {
    expect(paths.login.href({ search: { redirect: '/Users?role=admin&page=2' } })).toBe(
      `/auth/Login?redirect=${encodeURIComponent('/Users?role=admin&page=2')}`,
    );
    expect(paths.register.href({ search: { redirect: null } })).toBe('/auth');
    expect(paths.login.href({ search: { redirect: '' } })).toBe('/auth/Login');
    expect(paths.chat.href({ search: { agent: 7 } })).toBe('/chat?agent=7');
    expect(paths.chat.href({ threadId: 3, search: 'message=9&cursor=abc' })).toBe(
      '/chat/3?message=9&cursor=abc',
    );
    expect(paths.settings.href({ hash: 'tools' })).toBe('/Settings#tools');
    expect(paths.orders.href({ search: { payment: 'awaiting_payment' } })).toBe(
      '/Orders?payment=awaiting_payment',
    );
  });
});
