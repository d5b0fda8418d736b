import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

it('sends every call to the configured API host (VITE_API_URL), trailing slash or not', async () => {
  vi.stubEnv('VITE_API_URL', 'https://api.example.test/');
  const { apiFetch } = await import('@/lib/http/client');
  const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: [] }));
  await apiFetch('/api/dictionaries/roles');
  expect(spy.mock.calls[0]![0]).toBe('https://api.example.test/api/dictionaries/roles');
});
