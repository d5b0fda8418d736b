/**
 * What the councils area's tests need beyond tests/mocks/helpers.ts: the status of the last
 * mocked answer (the generated functions return only the body), the events the mock broadcast,
 * and a raw call without the XSRF header for the 419 checks.
 */
import { beforeAll, vi } from 'vitest';
import type { TestMockServer } from '@mocks/node';

/** Records the status of every mocked answer of the file's server. */
export function useStatuses(mock: TestMockServer) {
  const statuses: number[] = [];
  beforeAll(() => {
    mock.server.events.on('response:mocked', ({ response }) => void statuses.push(response.status));
  });
  return { last: () => statuses[statuses.length - 1] };
}

/** Spies on the broadcaster; returns the [channel, event, payload] of each publish after the call. */
export function watchBroadcasts(mock: TestMockServer) {
  const spy = vi.spyOn(mock.state.realtime, 'publish');
  return () =>
    spy.mock.calls.map(([channel, event, payload]) => ({
      channel: channel as string,
      event,
      payload,
    }));
}

/** An unsafe call through fetch with the session cookie but without the X-XSRF-TOKEN header. */
export function withoutXsrf(method: string, path: string, body: unknown = {}) {
  return fetch(new URL(path, location.origin), {
    method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      cookie: document.cookie,
    },
    body: JSON.stringify(body),
  });
}

export const file = (name: string, type: string, size = 1234) =>
  new File([new Uint8Array(size)], name, { type });
