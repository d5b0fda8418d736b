import type { UserProfile } from '@/generated/model';
import { ApiError } from '@/lib/http/api-error';

export function profileFixture(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 1,
    name: 'Demo Admin',
    email: 'demo@example.com',
    email_verified_at: '2025-01-01T00:00:00Z',
    avatar_url: null,
    position_id: null,
    locale: 'en',
    is_partner: false,
    onboarding_completed: true,
    councils: [{ id: 3, name: 'Northwind', slug: 'northwind', role: 'admin', logo_url: null }],
    current_council_id: 3,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export function apiError(status: number, body?: unknown): ApiError {
  const message =
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : 'Request failed';
  return new ApiError(message, status, body);
}

/** A listener registry standing in for src/lib/http/auth-events in store tests. */
export function fakeUnauthenticatedChannel() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: () => listeners.forEach((listener) => listener()),
  };
}
