import { describe, expect, it, vi } from 'vitest';

// The browser mock's cookie jar runs with this stand-in (vite.config.ts aliases it for dev/demo).
const asked = vi.hoisted(() => [] as string[]);
vi.mock('tldts', async () => {
  const stand = await import('./tldts-host-only');
  return { getDomain: (host: string) => (asked.push(host), stand.getDomain(host)) };
});

const { CookieJar } = await import('tough-cookie');
const { getDomain } = await import('./tldts-host-only');

describe('the public-suffix stand-in of the browser mock', () => {
  it('answers a host with itself and an IP address with nothing, as tldts does for them', () => {
    expect(getDomain('org.github.io')).toBe('org.github.io');
    expect(getDomain('Demo.Example.com.')).toBe('demo.example.com');
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('::1')).toBeNull();
  });

  it.each([
    ['http://127.0.0.1:4275/council-chat/api/login', 'http://127.0.0.1:4275/council-chat/chat/1'],
    ['https://org.github.io/council-chat/api/login', 'https://org.github.io/council-chat/help'],
    ['http://localhost:5173/api/login', 'http://localhost:5173/chat'],
  ])(
    'keeps the mock session cookies (host-only, Path=/) of %s for the whole site',
    async (setAt, readAt) => {
      const jar = new CookieJar();
      await jar.setCookie('council_session=abc; Path=/; Max-Age=7200; SameSite=Lax', setAt);
      await jar.setCookie('XSRF-TOKEN=t%3D1; Path=/; Max-Age=7200; SameSite=Lax', setAt);
      expect(await jar.getCookieString(readAt)).toBe('council_session=abc; XSRF-TOKEN=t%3D1');
      // The jar did ask the stand-in (the real list would have been asked otherwise).
      if (!setAt.includes('127.0.0.1') && !setAt.includes('localhost'))
        expect(asked).toContain(new URL(setAt).hostname);
      // Host-only: another host never gets them.
      expect(
        await jar.getCookieString(readAt.replace(/\/\/[^/]+/, '//elsewhere.example.org')),
      ).toBe('');
    },
  );
});
