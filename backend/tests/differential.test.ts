/**
 * The mock against the project's Laravel app: the same requests (differential/cases.ts) go to
 * `npm run mock:server` and to backend/laravel served by the test bed, and must get the same status
 * and the same JSON body. A difference is either fixed in the mock or explained, with its reason,
 * in differential/known-differences.json; an unexplained one fails its case. The requests must
 * also make the mock say every validation rule it words for the operations the app implements.
 */
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../conformance/tests/support/processes';
import { startLaravel, type LaravelApp } from '../../scripts/laravel';
import {
  connect,
  ORIGIN,
  passwordChangeSeen,
  type Answer,
  type Backend,
} from './differential/backend';
import { CASES } from './differential/cases';
import known from './differential/known-differences.json';
import { messagePattern, rulesTheMockWords } from './differential/rules';
import { unavailable } from './support/available';
import { IMPLEMENTED } from './support/operations';

const explained = new Map(known.differences.map((row) => [row.case, row.reason]));

/** Rules no request can make the mock (or Laravel) say, and why. */
const UNREACHABLE: Record<string, string> = {
  'min.array': 'uploadThreadFiles.files has min 1, but an empty list fails `required` first',
};

/**
 * A success body names records each backend made for itself: their ids (`id`, `*_id`), times
 * (`*_at`) and addresses (`url`) differ between the two by nature, so they are compared as present
 * (or null) only. Refusals are compared whole.
 */
function normalised(answer: Answer): Answer {
  if (answer.status >= 300) return answer;
  const walk = (value: unknown, key = ''): unknown => {
    if (value === null) return null;
    if (key === 'id' || key.endsWith('_id')) return '<id>';
    if (key.endsWith('_at')) return '<time>';
    if (key === 'url') return '<url>';
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    return value;
  };
  return { status: answer.status, body: walk(answer.body) };
}

/** Every message of a 422 body. */
function messagesOf(answer: Answer): string[] {
  if (answer.status !== 422 || typeof answer.body !== 'object' || answer.body === null) return [];
  const errors = (answer.body as { errors?: Record<string, string[]> }).errors ?? {};
  return Object.values(errors).flat();
}

describe.skipIf(unavailable !== null)('the mock answers as the Laravel app does', () => {
  let mockServer: MockServer;
  let laravelApp: LaravelApp;
  let mock: Backend;
  let laravel: Backend;
  const mockMessages: string[] = [];

  beforeAll(async () => {
    [mockServer, laravelApp] = await Promise.all([
      startMockServer(),
      // With Reverb, as in production: with BROADCAST_CONNECTION=log every channel is authorised (200, no body).
      startLaravel({ origin: ORIGIN }),
    ]);
    [mock, laravel] = await Promise.all([
      connect('mock', mockServer.url),
      connect('laravel', laravelApp.baseUrl),
    ]);
  });
  afterAll(async () => {
    await Promise.all([mockServer?.stop(), laravelApp?.stop()]);
  });

  // One after another, in the list's order: some cases change what later ones meet (a throttle).
  it.each(CASES.map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    async (_, testCase) => {
      const fromMock = normalised(await mock.send(testCase));
      const fromLaravel = normalised(await laravel.send(testCase));
      mockMessages.push(...messagesOf(fromMock));
      const same = isDeepStrictEqual(fromMock, fromLaravel);
      // An explanation is only true while the difference lasts: a row whose case agrees now must go.
      expect(
        same && explained.has(testCase.name),
        `"${testCase.name}" no longer differs: remove its row from known-differences.json`,
      ).toBe(false);
      if (same || explained.has(testCase.name)) return;
      expect(
        { status: fromMock.status, body: fromMock.body },
        `the mock differs from Laravel on "${testCase.name}"`,
      ).toEqual({
        status: fromLaravel.status,
        body: fromLaravel.body,
      });
    },
  );

  it('made the mock say every rule it words for the operations the Laravel app implements', async () => {
    const rules = await rulesTheMockWords(IMPLEMENTED);
    const unsaid = [...rules.keys()]
      .filter((key) => !Object.hasOwn(UNREACHABLE, key))
      .filter((key) => !mockMessages.some((message) => messagePattern(key).test(message)))
      .map((key) => `${key} (${rules.get(key)!.slice(0, 3).join(', ')})`);
    expect(unsaid).toEqual([]);
  });

  // After every case: it signs out demo's other sessions, the set-up's own among them.
  it('signs out the other sessions of a user whose password changes, and keeps the one that changed it', async () => {
    const expected = { change: 200, thisSession: 200, otherSession: 401 };
    const password = 'a much longer password';
    expect(await passwordChangeSeen(mockServer.url, 'demo@example.com', password)).toEqual(
      expected,
    );
    expect(await passwordChangeSeen(laravelApp.baseUrl, 'demo@example.com', password)).toEqual(
      expected,
    );
  });

  it('explains only cases it sends', () => {
    const names = new Set(CASES.map((testCase) => testCase.name));
    expect([...explained.keys()].filter((name) => !names.has(name))).toEqual([]);
  });
});
