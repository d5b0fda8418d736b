import { describe, expect, it } from 'vitest';
import { invalidPageMessage, unmatchedMessage, validators } from '@/app/guards';
import { authPages, defaultPages, landingPages, movedPages } from '@/app/pages-table';
import { findPage } from '@/app/prefetch';
import { decide, page } from './guards-helpers';

describe('the route table', () => {
  it('has every route of docs/app-rules.md#pages-and-guards in its layout', () => {
    const paths = (list: typeof defaultPages) => list.map((p) => (p.index ? '(index)' : p.path));
    expect(paths(defaultPages)).toEqual([
      'Agents',
      'App_store',
      'Council_management',
      'Empty',
      'Licences',
      'Manage_agents',
      'NotFound',
      'Orders',
      'Settings',
      'Subscriptions',
      'Users',
      'chat/:id?',
      'help/*',
    ]);
    expect(paths(authPages)).toEqual([
      '(index)',
      'Accept_invitation',
      'Access',
      'Error',
      'Forgot_password',
      'join/:code?',
      'Login',
      'Microsoft',
      'Onboarding',
      'partner/onboarding',
      'partner/registration',
      'Request_join_success',
      'request_join/:code?',
      'Reset-password',
      'Sharepoint_callback',
      'tool/:tool/callback',
      'Verifyemail',
    ]);
    expect(paths(landingPages)).toEqual(['(index)', 'terms-and-conditions']);
    for (const p of defaultPages) expect(p.meta.layout).toBe('default');
    for (const p of authPages) expect(p.meta.layout).toBe('auth');
    for (const p of landingPages) expect(p.meta.layout).toBe('landing');
  });

  it('flags exactly the allowAuth pages of docs/app-rules.md#pages-and-guards', () => {
    expect(
      authPages
        .filter((p) => p.meta.allowAuth)
        .map((p) => p.meta.name)
        .sort(),
    ).toEqual(
      [
        'Microsoft',
        'Onboarding',
        'Sharepoint_callback',
        'Verifyemail',
        'partner/onboarding',
        'tool/callback',
      ].sort(),
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
    expect(decide('/chat/abc', false)).toEqual({
      type: 'not-found',
      message: 'Page Not Found: /chat/abc',
    });
    expect(decide('/chat/abc', true)).toEqual({
      type: 'not-found',
      message: 'Page Not Found: /chat/abc',
    });
    expect(decide('/chat/0', true)).toEqual({
      type: 'not-found',
      message: 'Page Not Found: /chat/0',
    });
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

describe('moved pages', () => {
  it("send the old /Licenses (the spec's route) to /Licences, keeping search and hash, in any case", () => {
    expect(decide('/Licenses', true)).toEqual({
      type: 'redirect',
      to: '/Licences',
      reason: 'moved',
    });
    expect(decide('/licenses', true, { search: '?page=2', hash: '#licence-table' })).toEqual({
      type: 'redirect',
      to: '/Licences?page=2#licence-table',
      reason: 'moved',
    });
    expect(decide('/Licences', true)).toEqual({ type: 'allow' });
  });

  it('redirect before the auth check, which then runs for the page they lead to', () => {
    expect(decide('/Licenses', false)).toEqual({
      type: 'redirect',
      to: '/Licences',
      reason: 'moved',
    });
    expect(decide('/Licences', false)).toEqual({
      type: 'redirect',
      to: '/auth/login?redirect=%2FLicences',
      reason: 'signed-out',
    });
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
    expect(decide('/auth/nope', true)).toEqual({
      type: 'not-found',
      message: 'Page not found: /auth/nope',
    });
    expect(decide('/Agents/extra', true)).toEqual({
      type: 'not-found',
      message: 'Page not found: /Agents/extra',
    });
  });
});
