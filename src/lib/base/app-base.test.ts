import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function withBase(base: string, apiUrl = '') {
  vi.stubEnv('BASE_URL', base);
  vi.stubEnv('VITE_API_URL', apiUrl);
  vi.resetModules();
  const [{ APP_BASENAME, appHref }, { API_URL, apiUrl: toApi }] = await Promise.all([
    import('./app-base'),
    import('../http/config'),
  ]);
  return { APP_BASENAME, appHref, API_URL, toApi };
}

describe('the app under a base path', () => {
  it('at a site root, changes nothing', async () => {
    const { APP_BASENAME, appHref, API_URL, toApi } = await withBase('/');
    expect(APP_BASENAME).toBe('/');
    expect(appHref('/chat')).toBe('/chat');
    expect(API_URL).toBe('');
    expect(toApi('/api/profile')).toBe('/api/profile');
  });

  it('under a sub-path, prefixes document addresses and keeps the API inside the site', async () => {
    const { APP_BASENAME, appHref, toApi } = await withBase('/council-chat/');
    expect(APP_BASENAME).toBe('/council-chat');
    expect(appHref('/chat')).toBe('/council-chat/chat');
    expect(appHref('auth/login')).toBe('/council-chat/auth/login');
    expect(toApi('/api/profile')).toBe('/council-chat/api/profile');
    expect(toApi('/sanctum/csrf-cookie')).toBe('/council-chat/sanctum/csrf-cookie');
  });

  it('sends the API calls to VITE_API_URL when it is set, whatever the base', async () => {
    const { toApi } = await withBase('/council-chat/', 'https://api.example.com/');
    expect(toApi('/api/profile')).toBe('https://api.example.com/api/profile');
  });
});
