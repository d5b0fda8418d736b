import { describe, expect, it } from 'vitest';
import { ROUTE_RULES, type RouteRule } from '@/app/route-rules';
import { loginPathFor, safeRedirectTarget } from '@/lib/session/auth-paths';
import { profileFixture } from './fixtures';
import { decide, page } from './guards-helpers';

describe('guard 2: authentication', () => {
  it('sends signed-out visitors of app pages to /auth/login, naming where they were going', () => {
    for (const path of [
      '/Agents',
      '/App_store',
      '/chat/5',
      '/help/x',
      '/NotFound',
      '/Settings',
      '/Users',
    ]) {
      expect(decide(path, false)).toEqual({
        type: 'redirect',
        to: `/auth/login?redirect=${encodeURIComponent(path)}`,
        reason: 'signed-out',
      });
    }
    expect(decide('/Users', false, { search: '?role=admin&page=2', hash: '#list' })).toMatchObject({
      to: `/auth/login?redirect=${encodeURIComponent('/Users?role=admin&page=2#list')}`,
    });
    // The home page is where a sign-in goes anyway.
    expect(decide('/chat', false)).toEqual({
      type: 'redirect',
      to: '/auth/login',
      reason: 'signed-out',
    });
  });

  it('sends a user who just signed out to /auth/login without a way back to the page they left', () => {
    for (const path of ['/Settings', '/chat/5', '/Users']) {
      expect(decide(path, false, { signedOut: true })).toEqual({
        type: 'redirect',
        to: '/auth/login',
        reason: 'signed-out',
      });
    }
    // The mark only matters once the profile is gone.
    expect(decide('/Settings', true, { signedOut: true })).toEqual({ type: 'allow' });
  });

  it('takes the visitor back to the requested page after signing in', () => {
    const toLogin = decide('/App_store', false);
    if (toLogin.type !== 'redirect') throw new Error('expected a redirect');
    const [pathname, search] = toLogin.to.split('?');
    expect(decide(pathname ?? '', true, { search: `?${search}` })).toEqual({
      type: 'redirect',
      to: '/App_store',
      reason: 'signed-in',
    });
  });

  it('lets signed-out visitors open auth and landing pages', () => {
    for (const path of [
      '/',
      '/terms-and-conditions',
      '/auth',
      '/auth/Login',
      '/auth/join/ABC',
      '/auth/Verifyemail',
    ]) {
      expect(decide(path, false)).toEqual({ type: 'allow' });
    }
  });

  it('sends signed-in visitors of /auth pages to /chat', () => {
    for (const path of [
      '/auth',
      '/auth/Login',
      '/auth/login',
      '/auth/Forgot_password',
      '/auth/join',
      '/auth/Accept_invitation',
      '/auth/partner/registration',
    ]) {
      expect(decide(path, true)).toEqual({ type: 'redirect', to: '/chat', reason: 'signed-in' });
    }
  });

  it('keeps signed-in visitors on the allowAuth pages', () => {
    for (const path of [
      '/auth/Microsoft',
      '/auth/Onboarding',
      '/auth/partner/onboarding',
      '/auth/Sharepoint_callback',
      '/auth/Verifyemail',
      '/auth/tool/slack/callback',
    ]) {
      expect(decide(path, true)).toEqual({ type: 'allow' });
    }
  });

  it('keeps the landing page for signed-in users (/ → /chat is not a rule)', () => {
    expect(decide('/', true)).toEqual({ type: 'allow' });
    expect(decide('/terms-and-conditions', true)).toEqual({ type: 'allow' });
  });

  it('follows a safe ?redirect= after sign-in, with a document load for /auth targets', () => {
    expect(decide('/auth/Login', true, { search: '?redirect=%2FUsers' })).toEqual({
      type: 'redirect',
      to: '/Users',
      reason: 'signed-in',
    });
    expect(decide('/auth/Login', true, { search: '?redirect=%2Fauth%2Fjoin%2FK7P2' })).toEqual({
      type: 'redirect',
      to: '/auth/join/K7P2',
      reason: 'signed-in',
      document: true,
    });
    expect(decide('/auth/Login', true, { search: '?redirect=https://evil.example' })).toMatchObject(
      { to: '/chat' },
    );
    expect(decide('/auth/Login', true, { search: '?redirect=//evil.example' })).toMatchObject({
      to: '/chat',
    });
  });

  it('never follows a redirect to another origin, however it is spelled', () => {
    const unsafe = [
      'https://evil.example/x',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /Users',
      'javascript:alert(1)',
      'Users',
      '',
      '/auth/login',
      '/AUTH/LOGIN/?redirect=%2FUsers',
    ];
    for (const value of unsafe) {
      expect(safeRedirectTarget(value), value).toBeNull();
      expect(
        decide('/auth/Login', true, { search: `?redirect=${encodeURIComponent(value)}` }),
        value,
      ).toEqual({
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
    const rules: RouteRule[] = [
      {
        name: 'orders-moved',
        redirect: ({ pathname }) => (pathname === '/Orders' ? '/Subscriptions' : null),
      },
    ];
    expect(decide('/Orders', true, { rules })).toEqual({
      type: 'redirect',
      to: '/Subscriptions',
      reason: 'rule',
    });
    // The auth check wins over a rule.
    expect(decide('/Orders', false, { rules })).toEqual({
      type: 'redirect',
      to: '/auth/login?redirect=%2FOrders',
      reason: 'signed-out',
    });
    // Invalid pages are 404 before any rule.
    expect(
      decide('/chat/x', true, { rules: [{ name: 'all', redirect: () => '/Empty' }] }).type,
    ).toBe('not-found');
  });

  it('has no rule sending / to /chat', () => {
    expect(
      ROUTE_RULES.map((rule) =>
        rule.redirect({ pathname: '/', page: page('/'), profile: profileFixture() }),
      ),
    ).toEqual(ROUTE_RULES.map(() => null));
  });

  it('sends users who did not finish onboarding to their onboarding', () => {
    const pending = profileFixture({ onboarding_completed: false });
    const partner = profileFixture({ onboarding_completed: false, is_partner: true });
    expect(decide('/chat', true, { profile: pending })).toEqual({
      type: 'redirect',
      to: '/auth/Onboarding',
      reason: 'rule',
    });
    expect(decide('/Agents', true, { profile: partner })).toEqual({
      type: 'redirect',
      to: '/auth/partner/onboarding',
      reason: 'rule',
    });
    expect(decide('/auth/Onboarding', true, { profile: pending })).toEqual({ type: 'allow' });
    expect(decide('/', true, { profile: pending })).toEqual({ type: 'allow' });
  });
});
