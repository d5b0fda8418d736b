import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthApi } from '@/lib/session/auth-api';
import { createAuthStore } from '@/lib/session/auth-store';
import { AUTH_DEFAULT_MESSAGES, LOGIN_SUCCESS_MESSAGE } from '@/lib/session/auth-messages';
import { wasSignedIn } from '@/lib/session/signed-in-hint';
import { encodeVerificationLink } from '@/lib/session/verify-link';
import { getProfile } from '@/generated/api/profile/profile';
import { apiError, fakeUnauthenticatedChannel, profileFixture } from './fixtures';

function setup(api: Partial<AuthApi> = {}) {
  const channel = fakeUnauthenticatedChannel();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const navigate = vi.fn();
  const store = createAuthStore({
    api,
    queryClient,
    navigate,
    subscribeUnauthenticated: channel.subscribe,
  });
  return { store, channel, queryClient, navigate };
}

const profile = profileFixture();
const loginOk = { message: LOGIN_SUCCESS_MESSAGE, data: profile } as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('app start', () => {
  it('fetches the profile outside /auth paths', async () => {
    const getProfile = vi.fn().mockResolvedValue({ data: profile });
    const { store } = setup({ getProfile });
    expect(store.getState()).toMatchObject({ userProfile: null, initialized: false });
    await store.start('/chat');
    expect(getProfile).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({
      userProfile: profile,
      initialized: true,
      loading: false,
    });
  });

  it('remembers in this browser that it was signed in, and forgets it on a 401', async () => {
    localStorage.clear();
    const { store, channel } = setup({ getProfile: vi.fn().mockResolvedValue({ data: profile }) });
    await store.start('/chat');
    expect(wasSignedIn()).toBe(true);
    channel.emit();
    expect(wasSignedIn()).toBe(false);
  });

  it('does not load the profile on /auth paths (any case)', async () => {
    const getProfile = vi.fn().mockResolvedValue({ data: profile });
    for (const path of ['/auth', '/auth/Login', '/AUTH/login', '/auth/join/ABC']) {
      const { store } = setup({ getProfile });
      await store.start(path);
      expect(store.getState()).toMatchObject({ userProfile: null, initialized: true });
    }
    expect(getProfile).not.toHaveBeenCalled();
  });

  it('leaves the profile null when the fetch fails', async () => {
    const { store } = setup({
      getProfile: vi.fn().mockRejectedValue(apiError(500, { message: 'Server Error' })),
    });
    await store.start('/');
    expect(store.getState()).toMatchObject({ userProfile: null, initialized: true });
  });

  it('shares one request between concurrent initialisations', async () => {
    const getProfile = vi.fn().mockResolvedValue({ data: profile });
    const { store } = setup({ getProfile });
    await Promise.all([store.initProfile(), store.initProfile(), store.start('/Agents')]);
    expect(getProfile).toHaveBeenCalledTimes(1);
  });
});

describe('401 responses', () => {
  it('reset the profile', async () => {
    const { store, channel } = setup({ getProfile: vi.fn().mockResolvedValue({ data: profile }) });
    await store.initProfile();
    expect(store.getState().userProfile).toEqual(profile);
    channel.emit();
    expect(store.getState().userProfile).toBeNull();
  });

  it('from any call through the real HTTP client reset it', async () => {
    // The default channel: src/lib/http/auth-events, fed by apiFetch on every 401.
    const store = createAuthStore({
      api: { getProfile: vi.fn().mockResolvedValue({ data: profile }) },
    });
    await store.initProfile();
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401 }),
        ),
    );
    await expect(getProfile()).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(store.getState().userProfile).toBeNull();
    store.dispose();
  });

  it('drop the cached API data of the user', async () => {
    const { store, channel, queryClient } = setup({
      getProfile: vi.fn().mockResolvedValue({ data: profile }),
    });
    await store.initProfile();
    queryClient.setQueryData(['/api/threads'], { data: [] });
    queryClient.setQueryData(['auth:verify-email', 'x'], { success: true });
    channel.emit();
    expect(queryClient.getQueryData(['/api/threads'])).toBeUndefined();
    expect(queryClient.getQueryData(['auth:verify-email', 'x'])).toEqual({ success: true });
  });
});

describe('login', () => {
  it(`succeeds only when the message is exactly "${LOGIN_SUCCESS_MESSAGE}", then re-fetches the profile`, async () => {
    const fresh = profileFixture({ name: 'Fresh Name' });
    const getProfile = vi.fn().mockResolvedValue({ data: fresh });
    const { store } = setup({ login: vi.fn().mockResolvedValue(loginOk), getProfile });
    const result = await store.login({ email: 'demo@example.com', password: 'password' });
    expect(result).toMatchObject({ success: true, message: LOGIN_SUCCESS_MESSAGE });
    expect(getProfile).toHaveBeenCalledTimes(1);
    expect(store.getState().userProfile).toEqual(fresh);
  });

  it('fails on any other message and clears the profile', async () => {
    const { store } = setup({
      getProfile: vi.fn().mockResolvedValue({ data: profile }),
      login: vi.fn().mockResolvedValue({ message: 'Login successful', data: profile }),
    });
    await store.initProfile();
    const result = await store.login({ email: 'demo@example.com', password: 'password' });
    expect(result).toEqual({ success: false, message: 'Login successful' });
    expect(store.getState().userProfile).toBeNull();
  });

  it('fails with the default message when the response has none', async () => {
    const { store } = setup({ login: vi.fn().mockResolvedValue(undefined) });
    expect(await store.login({ email: 'a@b.co', password: 'x' })).toEqual({
      success: false,
      message: 'Invalid credentials',
    });
  });

  it('returns the server message and field errors of a 422, and clears the profile', async () => {
    const body = {
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    };
    const { store } = setup({
      getProfile: vi.fn().mockResolvedValue({ data: profile }),
      login: vi.fn().mockRejectedValue(apiError(422, body)),
    });
    await store.initProfile();
    const result = await store.login({ email: 'demo@example.com', password: 'wrong' });
    expect(result).toEqual({
      success: false,
      message: body.message,
      errors: body.errors,
      status: 422,
    });
    expect(store.getState().userProfile).toBeNull();
  });

  it('falls back to the login response data when the profile cannot be re-read', async () => {
    const { store } = setup({
      login: vi.fn().mockResolvedValue(loginOk),
      getProfile: vi.fn().mockRejectedValue(apiError(500)),
    });
    const result = await store.login({ email: 'demo@example.com', password: 'password' });
    expect(result.success).toBe(true);
    expect(store.getState().userProfile).toEqual(profile);
  });

  it('runs the before-profile step between the sign-in and the profile read', async () => {
    const order: string[] = [];
    const { store } = setup({
      login: vi.fn().mockImplementation(async () => (order.push('login'), loginOk)),
      getProfile: vi
        .fn()
        .mockImplementation(async () => (order.push('profile'), { data: profile })),
    });
    await store.login(
      { email: 'a@b.co', password: 'x' },
      { beforeProfile: async () => void order.push('accept') },
    );
    expect(order).toEqual(['login', 'accept', 'profile']);
  });
});

describe('sign-out', () => {
  it('calls logout, clears the profile and goes to /auth/login', async () => {
    const logout = vi.fn().mockResolvedValue(undefined);
    const { store, navigate } = setup({
      getProfile: vi.fn().mockResolvedValue({ data: profile }),
      logout,
    });
    await store.initProfile();
    await store.signOut();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(store.getState().userProfile).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login');
  });

  it('marks the sign-out from the moment it is asked for until the next sign-in', async () => {
    let endLogout: () => void = () => undefined;
    const logout = vi
      .fn()
      .mockImplementation(() => new Promise<void>((resolve) => (endLogout = resolve)));
    const { store, channel } = setup({
      getProfile: vi.fn().mockResolvedValue({ data: profile }),
      logout,
      login: vi.fn().mockResolvedValue(loginOk),
    });
    await store.initProfile();
    expect(store.getState().signedOut).toBe(false);
    const signingOut = store.signOut();
    // A request still under way gets a 401 before the logout answers: the guards must already know.
    channel.emit();
    expect(store.getState()).toMatchObject({ userProfile: null, signedOut: true });
    endLogout();
    await signingOut;
    expect(store.getState().signedOut).toBe(true);
    await store.login({ email: 'a@b.co', password: 'x' });
    expect(store.getState()).toMatchObject({ userProfile: profile, signedOut: false });
  });

  it('does not mark a profile cleared by a 401 alone as a sign-out', async () => {
    const { store, channel } = setup({ getProfile: vi.fn().mockResolvedValue({ data: profile }) });
    await store.initProfile();
    channel.emit();
    expect(store.getState()).toMatchObject({ userProfile: null, signedOut: false });
  });

  it('signs out even when logout fails, and only logs the failure', async () => {
    const error = apiError(500, { message: 'Server Error' });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, navigate, queryClient } = setup({
      getProfile: vi.fn().mockResolvedValue({ data: profile }),
      logout: vi.fn().mockRejectedValue(error),
    });
    await store.initProfile();
    queryClient.setQueryData(['/api/folders'], { data: [] });
    await expect(store.signOut()).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith('Logout failed:', error);
    expect(store.getState().userProfile).toBeNull();
    expect(queryClient.getQueryData(['/api/folders'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/auth/login');
  });
});

describe('auth actions: success flag and message, server message or the default of docs/app-rules.md#messages', () => {
  const serverError = apiError(500, { message: 'Database is on fire' });
  const bare = apiError(500);

  const cases: Array<
    [
      string,
      keyof AuthApi,
      (store: ReturnType<typeof setup>['store']) => Promise<{ success: boolean; message: string }>,
      string,
    ]
  > = [
    [
      'register',
      'register',
      (s) =>
        s.register({
          name: 'A',
          email: 'a@b.co',
          password: 'password1',
          password_confirmation: 'password1',
          terms: true,
        }),
      AUTH_DEFAULT_MESSAGES.register,
    ],
    [
      'login',
      'login',
      (s) => s.login({ email: 'a@b.co', password: 'x' }),
      AUTH_DEFAULT_MESSAGES.login,
    ],
    [
      'requestRegistration',
      'requestRegistration',
      (s) => s.requestRegistration({ name: 'A', email: 'a@b.co', company: 'C' }),
      AUTH_DEFAULT_MESSAGES.request,
    ],
    [
      'updateProfile',
      'updateProfile',
      (s) => s.updateProfile({ name: 'B' }),
      AUTH_DEFAULT_MESSAGES.updateProfile,
    ],
    [
      'forgotPassword',
      'forgotPassword',
      (s) => s.forgotPassword({ email: 'a@b.co' }),
      AUTH_DEFAULT_MESSAGES.forgotPassword,
    ],
    [
      'resetPassword',
      'resetPassword',
      (s) =>
        s.resetPassword({
          token: 't',
          email: 'a@b.co',
          password: 'password1',
          password_confirmation: 'password1',
        }),
      AUTH_DEFAULT_MESSAGES.resetPassword,
    ],
    [
      'verifyEmail',
      'verifyEmail',
      (s) =>
        s.verifyEmail(
          encodeVerificationLink(
            `/api/email/verify/5/${'a'.repeat(40)}?expires=1&signature=${'b'.repeat(64)}`,
          ),
        ),
      AUTH_DEFAULT_MESSAGES.verifyEmail,
    ],
  ];

  it.each(cases)('%s uses the server message', async (_name, call, run) => {
    const { store } = setup({ [call]: vi.fn().mockRejectedValue(serverError) });
    expect(await run(store)).toMatchObject({ success: false, message: 'Database is on fire' });
  });

  it.each(cases)('%s falls back to its default', async (_name, call, run, fallback) => {
    const { store } = setup({ [call]: vi.fn().mockRejectedValue(bare) });
    expect(await run(store)).toMatchObject({ success: false, message: fallback });
  });

  it('the defaults are the exact strings of docs/app-rules.md#messages', () => {
    expect(Object.values(AUTH_DEFAULT_MESSAGES)).toEqual([
      'Registration failed',
      'Invalid credentials',
      'Request failed',
      'Profile update failed',
      'Failed to fetch agents',
      'Failed to update pin state',
      'Failed to remove agent',
      'Reset request failed',
      'Password reset failed',
      'Verification failed',
    ]);
  });

  it('register signs the new user in', async () => {
    const created = profileFixture({ id: 9, onboarding_completed: false });
    const { store } = setup({
      register: vi.fn().mockResolvedValue({ message: 'Registration successful.', data: created }),
      getProfile: vi.fn().mockResolvedValue({ data: created }),
    });
    const result = await store.register({
      name: 'N',
      email: 'n@e.co',
      password: 'password1',
      password_confirmation: 'password1',
      terms: true,
    });
    expect(result).toMatchObject({ success: true, message: 'Registration successful.' });
    expect(store.getState().userProfile).toEqual(created);
  });
});

describe('verify email', () => {
  const apiLink = `http://localhost:4173/api/email/verify/5/${'a'.repeat(40)}?expires=1893456000&signature=${'b'.repeat(64)}`;

  it('decodes the base64 link and calls it', async () => {
    const verifyEmail = vi.fn().mockResolvedValue({ message: 'Email verified.' });
    const { store } = setup({ verifyEmail });
    const result = await store.verifyEmail(encodeURIComponent(encodeVerificationLink(apiLink)));
    expect(result).toEqual({ success: true, message: 'Email verified.' });
    expect(verifyEmail).toHaveBeenCalledWith(5, 'a'.repeat(40), {
      expires: 1893456000,
      signature: 'b'.repeat(64),
    });
  });

  it('fails with the default message for a missing or broken link, without a call', async () => {
    const verifyEmail = vi.fn();
    const { store } = setup({ verifyEmail });
    for (const link of [null, '', '%%%', btoa('not a link'), btoa('/api/email/verify/5/abc')]) {
      expect(await store.verifyEmail(link)).toEqual({
        success: false,
        message: 'Verification failed',
      });
    }
    expect(verifyEmail).not.toHaveBeenCalled();
  });
});
