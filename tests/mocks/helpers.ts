/**
 * Shared helpers for the mock backend's tests: one mock server per test file, signing in through
 * the app's own client (CSRF cookie, XSRF header), and catching the ApiError a call throws.
 */
import { login, logout } from '@/generated/api/auth/auth';
import { ApiError } from '@/lib/http/api-error';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { clearCookies } from '@mocks/control/testing';
import { clearThrottles } from '@mocks/laravel/throttle';
import { PASSWORD } from '@mocks/db/seed-ids';
import { createTestMockServer, type TestMockServer } from '@mocks/node';

/**
 * Starts a mock server for the file (unhandled requests are errors) and clears cookies and the
 * throttles' counts after each test. Read `.state` and `.server` inside tests (they exist once beforeAll has run).
 */
export function useMockServer(): TestMockServer {
  const holder = {} as TestMockServer;
  beforeAll(async () => {
    Object.assign(holder, await createTestMockServer());
    holder.server.listen({ onUnhandledFrame: 'error' });
  });
  // Each test starts within every x-throttle limit, as it starts signed out: the tests of a file
  // share one mock, and their calls would otherwise add up to a limit no single test meets.
  afterEach(() => {
    clearCookies();
    clearThrottles(holder.state.db);
  });
  afterAll(() => holder.server.close());
  return holder;
}

/** Signs in through `POST /api/login` as a seeded account (all use the password `password`). */
export async function signInAs(email: string, password = PASSWORD) {
  clearCookies();
  return login({ email, password, remember: false });
}

export async function signOut(): Promise<void> {
  await logout().catch(() => undefined);
  clearCookies();
}

/** Awaits a call that must fail and returns its ApiError, checking the status. */
export async function failure(call: Promise<unknown>, status: number): Promise<ApiError> {
  const error = await call.then(
    () => {
      throw new Error(`expected a ${status} failure, the call succeeded`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status, JSON.stringify((error as ApiError).body)).toBe(status);
  return error as ApiError;
}

/** The current XSRF-TOKEN cookie, URL-decoded as the app sends it. */
export function xsrfToken(): string | null {
  const part = document.cookie.split(';').find((c) => c.trim().startsWith('XSRF-TOKEN='));
  return part ? decodeURIComponent(part.trim().slice('XSRF-TOKEN='.length)) : null;
}
