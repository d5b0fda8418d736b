// @vitest-environment node
import { getResponse, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpHandlers } from '../handlers';
import { createMockState } from '../state';
import { utf8Length } from './define-operation';
import { SESSION_COOKIE } from './session';

describe('the byte length of a JSON answer, counted from its text', () => {
  const samples = [
    '',
    'plain ascii {"a":1}',
    'é and ü, £5',
    'Ω → ∞ and 漢字',
    'emoji 😀 and 👍🏽 pairs',
    'a lone high surrogate \ud800 and a lone low one \udc00 and one at the end \ud83d',
    '\u007f\u0080\u07ff\u0800\uffff',
  ];
  for (const text of samples) {
    it(`counts ${JSON.stringify(text).slice(0, 40)} as the UTF-8 encoder does`, () => {
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
    });
  }

  it('sends the headers and body HttpResponse.json would', async () => {
    const state = await createMockState({ now: () => new Date('2026-11-24T10:00:00Z') });
    const demo = state.db.users.find((u) => u.email === 'demo@example.com')!;
    const session = state.sessions.create(demo.id);
    const handlers = createHttpHandlers(state, 'http://api.test', { dispatch: true });
    const response = await getResponse(
      handlers,
      new Request('http://api.test/api/profile', {
        headers: { Cookie: `${SESSION_COOKIE}=${session.id}`, Accept: 'application/json' },
      }),
    );
    expect(response?.status).toBe(200);
    const text = await response!.text();
    const expected = HttpResponse.json(JSON.parse(text) as object);
    expect(response!.headers.get('Content-Type')).toBe(expected.headers.get('Content-Type'));
    expect(response!.headers.get('Content-Length')).toBe(expected.headers.get('Content-Length'));
    expect(text).toBe(await expected.text());
  });
});
