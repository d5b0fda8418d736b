import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { decideGuard, invalidPageMessage, unmatchedMessage, validators, type GuardInput } from '@/app/guards';
import { authPages, defaultPages, landingPages, movedPages } from '@/app/pages-table';
import { findPage } from '@/app/prefetch';
import { ROUTE_RULES, type RouteRule } from '@/app/route-rules';
import type { PageMeta } from '@/app/route-meta';
import { createRoutes } from '@/app/router';
import { loginPathFor, safeRedirectTarget } from '@/lib/session/auth-paths';
import { profileFixture } from './fixtures';

const page = (pathname: string): PageMeta => {
  const found = findPage(pathname);
  if (!found) throw new Error(`no page for ${pathname}`);
  return found.meta;
};

function decide(pathname: string, signedIn: boolean, extra: Partial<GuardInput> = {}) {
  const match = matchRoutes(createRoutes(), pathname)?.at(-1);
  return decideGuard({
    pathname,
    page: match?.route.handle as PageMeta | undefined,
    params: match?.params ?? {},
    profile: signedIn ? profileFixture() : null,
    ...extra,
  });
}

describe('the route table', () => {
  it('has every route of docs/app-rules.md#pages-and-guards in its layout', () => {
    const paths = (list: typeof defaultPages) => list.map((p) => (p.index ? '(index)' : p.path));
    expect(paths(defaultPages)).toEqual([
      'Agents', 'App_store', 'Council_management', 'Empty', 'Licences', 'Manage_agents', 'NotFound',
      'Orders', 'Settings', 'Subscriptions', 'Users', 'chat/:id?', 'help/*',
    ]);
    expect(paths(authPages)).toEqual([
      '(index)', 'Accept_invitation', 'Access', 'Error', 'Forgot_password', 'join/:code?', 'Login', 'Microsoft',
      'Onboarding', 'partner/onboarding', 'partner/registration', 'Request_join_success', 'request_join/:code?',
      'Reset-password', 'Sharepoint_callback', 'tool/:tool/callback', 'Verifyemail',
    ]);
    expect(paths(landingPages)).toEqual(['(index)', 'terms-and-conditions']);
    for (const p of defaultPages) expect(p.meta.layout).toBe('default');
    for (const p of authPages) expect(p.meta.layout).toBe('auth');
    for (const p of landingPages) expect(p.meta.layout).toBe('landing');
  });

  it('flags exactly the allowAuth pages of docs/app-rules.md#pages-and-guards', () => {
    expect(authPages.filter((p) => p.meta.allowAuth).map((p) => p.meta.name).sort()).toEqual(
      ['Microsoft', 'Onboarding', 'Sharepoint_callback', 'Verifyemail', 'partner/onboarding', 'tool/callback'].sort(),
    );
  });

  it('matches paths case-insensitively', () => {
    expect(page('/auth/login').name).toBe('Login');
    expect(page('/AUTH/LOGIN').name).toBe('Login');
    expect(page('/app_store').name).toBe('App_store');
    expect(page('/auth/reset-password').name).toBe('Reset-password');
    expect(page('/Terms-And-Conditions').name).toBe('terms-and-conditions');
  });

  it('matches optional and splat segments', () => {
    expect(page('/chat').name).toBe('chat');
    expect(page('/chat/42').name).toBe('chat');
    expect(page('/help').name).toBe('help');
    expect(page('/help/a/b/c/d').name).toBe('help');
    expect(page('/auth/join').name).toBe('join');
    expect(page('/auth/join/K7P2QX9M').name).toBe('join');
    expect(page('/auth/request_join').name).toBe('request_join');
    expect(page('/auth/request_join/K7P2QX9M').name).toBe('request_join');
    expect(page('/auth/tool/google-calendar/callback').name).toBe('tool/callback');
    expect(page('/auth').name).toBe('auth');
    expect(page('/').name).toBe('index');
    expect(findPage('/nope')).toBeUndefined();
  });
});

describe('guard 1: the page validity check', () => {
  it('shows 404 "Page Not Found: {path}" for an invalid page, before the auth check', () => {
    expect(decide('/chat/abc', false)).toEqual({ type: 'not-found', message: 'Page Not Found: /chat/abc' });
    expect(decide('/chat/abc', true)).toEqual({ type: 'not-found', message: 'Page Not Found: /chat/abc' });
    expect(decide('/chat/0', true)).toEqual({ type: 'not-found', message: 'Page Not Found: /chat/0' });
    expect(decide('/auth/tool/Bad Tool!/callback', false).type).toBe('not-found');
    expect(decide('/auth/join/not a code', false).type).toBe('not-found');
  });

  it('accepts valid parameters', () => {
    expect(decide('/chat/12', true)).toEqual({ type: 'allow' });
    expect(decide('/chat', true)).toEqual({ type: 'allow' });
    expect(decide('/help/getting-started/first-chat', true)).toEqual({ type: 'allow' });
    expect(validators.tool({ tool: 'google-calendar' })).toBe(true);
    expect(validators.tool({ tool: 'x'.repeat(65) })).toBe(false);
    expect(validators.joinCode({})).toBe(true);
    expect(validators.help({ '*': 'a/b/' })).toBe(true);
    expect(validators.help({ '*': 'a/<b>' })).toBe(false);
  });

  it('words the messages as the spec does', () => {
    expect(invalidPageMessage('/x')).toBe('Page Not Found: /x');
    expect(unmatchedMessage('/x?y=1')).toBe('Page not found: /x?y=1');
  });
});

describe('guard 2: authentication', () => {
  it('sends signed-out visitors of app pages to /auth/login, naming where they were going', () => {
    for (const path of ['/Agents', '/App_store', '/chat/5', '/help/x', '/NotFound', '/Settings', '/Users']) {
      expect(decide(path, false)).toEqual({ type: 'redirect', to: `/auth/login?redirect=${encodeURIComponent(path)}`, reason: 'signed-out' });
    }
    expect(decide('/Users', false, { search: '?role=admin&page=2', hash: '#list' })).toMatchObject({
      to: `/auth/login?redirect=${encodeURIComponent('/Users?role=admin&page=2#list')}`,
    });
    // The home page is where a sign-in goes anyway.
    expect(decide('/chat', false)).toEqual({ type: 'redirect', to: '/auth/login', reason: 'signed-out' });
  });

  it('sends a user who just signed out to /auth/login without a way back to the page they left', () => {
    for (const path of ['/Settings', '/chat/5', '/Users']) {
      expect(decide(path, false, { signedOut: true })).toEqual({ type: 'redirect', to: '/auth/login', reason: 'signed-out' });
    }
    // The mark only matters once the profile is gone.
    expect(decide('/Settings', true, { signedOut: true })).toEqual({ type: 'allow' });
  });

  it('takes the visitor back to the requested page after signing in', () => {
    const toLogin = decide('/App_store', false);
    if (toLogin.type !== 'redirect') throw new Error('expected a redirect');
    const [pathname, search] = toLogin.to.split('?');
    expect(decide(pathname ?? '', true, { search: `?${search}` })).toEqual({ type: 'redirect', to: '/App_store', reason: 'signed-in' });
  });

  it('lets signed-out visitors open auth and landing pages', () => {
    for (const path of ['/', '/terms-and-conditions', '/auth', '/auth/Login', '/auth/join/ABC', '/auth/Verifyemail']) {
      expect(decide(path, false)).toEqual({ type: 'allow' });
    }
  });

  it('sends signed-in visitors of /auth pages to /chat', () => {
    for (const path of ['/auth', '/auth/Login', '/auth/login', '/auth/Forgot_password', '/auth/join', '/auth/Accept_invitation', '/auth/partner/registration']) {
      expect(decide(path, true)).toEqual({ type: 'redirect', to: '/chat', reason: 'signed-in' });
    }
  });

  it('keeps signed-in visitors on the allowAuth pages', () => {
    for (const path of ['/auth/Microsoft', '/auth/Onboarding', '/auth/partner/onboarding', '/auth/Sharepoint_callback', '/auth/Verifyemail', '/auth/tool/slack/callback']) {
      expect(decide(path, true)).toEqual({ type: 'allow' });
    }
  });

  it('keeps the landing page for signed-in users (/ → /chat is not a rule)', () => {
    expect(decide('/', true)).toEqual({ type: 'allow' });
    expect(decide('/terms-and-conditions', true)).toEqual({ type: 'allow' });
  });

  it('follows a safe ?redirect= after sign-in, with a document load for /auth targets', () => {
    expect(decide('/auth/Login', true, { search: '?redirect=%2FUsers' })).toEqual({ type: 'redirect', to: '/Users', reason: 'signed-in' });
    expect(decide('/auth/Login', true, { search: '?redirect=%2Fauth%2Fjoin%2FK7P2' })).toEqual({
      type: 'redirect',
      to: '/auth/join/K7P2',
      reason: 'signed-in',
      document: true,
    });
    expect(decide('/auth/Login', true, { search: '?redirect=https://evil.example' })).toMatchObject({ to: '/chat' });
    expect(decide('/auth/Login', true, { search: '?redirect=//evil.example' })).toMatchObject({ to: '/chat' });
  });

  it('never follows a redirect to another origin, however it is spelled', () => {
    const unsafe = [
      'https://evil.example/x', '//evil.example', '///evil.example', '/\\evil.example', '\\\\evil.example', '/\t/evil.example',
      '/\n/evil.example', ' /Users', 'javascript:alert(1)', 'Users', '', '/auth/login', '/AUTH/LOGIN/?redirect=%2FUsers',
    ];
    for (const value of unsafe) {
      expect(safeRedirectTarget(value), value).toBeNull();
      expect(decide('/auth/Login', true, { search: `?redirect=${encodeURIComponent(value)}` }), value).toEqual({
        type: 'redirect',
        to: '/chat',
        reason: 'signed-in',
      });
      expect(loginPathFor(value), value).toBe('/auth/login');
    }
    const safe: [string, string][] = [
      ['/App_store', '/App_store'],
      ['/Users?role=admin#top', '/Users?role=admin#top'],
      ['/chat/../Orders', '/Orders'],
      ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
      ['/help/getting-started', '/help/getting-started'],
    ];
    for (const [value, target] of safe) expect(safeRedirectTarget(value), value).toBe(target);
  });
});

describe('guard 3: route rules', () => {
  it('runs after the other guards, from one table', () => {
    const rules: RouteRule[] = [{ name: 'orders-moved', redirect: ({ pathname }) => (pathname === '/Orders' ? '/Subscriptions' : null) }];
    expect(decide('/Orders', true, { rules })).toEqual({ type: 'redirect', to: '/Subscriptions', reason: 'rule' });
    // The auth check wins over a rule.
    expect(decide('/Orders', false, { rules })).toEqual({ type: 'redirect', to: '/auth/login?redirect=%2FOrders', reason: 'signed-out' });
    // Invalid pages are 404 before any rule.
    expect(decide('/chat/x', true, { rules: [{ name: 'all', redirect: () => '/Empty' }] }).type).toBe('not-found');
  });

  it('has no rule sending / to /chat', () => {
    expect(ROUTE_RULES.map((rule) => rule.redirect({ pathname: '/', page: page('/'), profile: profileFixture() }))).toEqual(
      ROUTE_RULES.map(() => null),
    );
  });

  it('sends users who did not finish onboarding to their onboarding', () => {
    const pending = profileFixture({ onboarding_completed: false });
    const partner = profileFixture({ onboarding_completed: false, is_partner: true });
    expect(decide('/chat', true, { profile: pending })).toEqual({ type: 'redirect', to: '/auth/Onboarding', reason: 'rule' });
    expect(decide('/Agents', true, { profile: partner })).toEqual({ type: 'redirect', to: '/auth/partner/onboarding', reason: 'rule' });
    expect(decide('/auth/Onboarding', true, { profile: pending })).toEqual({ type: 'allow' });
    expect(decide('/', true, { profile: pending })).toEqual({ type: 'allow' });
  });
});

describe('moved pages', () => {
  it("send the old /Licenses (the spec's route) to /Licences, keeping search and hash, in any case", () => {
    expect(decide('/Licenses', true)).toEqual({ type: 'redirect', to: '/Licences', reason: 'moved' });
    expect(decide('/licenses', true, { search: '?page=2', hash: '#licence-table' })).toEqual({
      type: 'redirect',
      to: '/Licences?page=2#licence-table',
      reason: 'moved',
    });
    expect(decide('/Licences', true)).toEqual({ type: 'allow' });
  });

  it('redirect before the auth check, which then runs for the page they lead to', () => {
    expect(decide('/Licenses', false)).toEqual({ type: 'redirect', to: '/Licences', reason: 'moved' });
    expect(decide('/Licences', false)).toEqual({ type: 'redirect', to: '/auth/login?redirect=%2FLicences', reason: 'signed-out' });
  });

  it('lead to a page of the table', () => {
    for (const moved of movedPages) {
      expect(moved.movedTo, moved.name).toBeDefined();
      expect(page(moved.movedTo ?? '').movedTo, moved.name).toBeUndefined();
    }
  });
});

describe('unmatched routes', () => {
  it('show 404 "Page not found: {fullPath}" whether signed in or not', () => {
    expect(decide('/does-not-exist', false, { search: '?a=1', hash: '#h' })).toEqual({
      type: 'not-found',
      message: 'Page not found: /does-not-exist?a=1#h',
    });
    expect(decide('/auth/nope', true)).toEqual({ type: 'not-found', message: 'Page not found: /auth/nope' });
    expect(decide('/Agents/extra', true)).toEqual({ type: 'not-found', message: 'Page not found: /Agents/extra' });
  });
});
