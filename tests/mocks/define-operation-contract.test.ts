// @vitest-environment node
/**
 * The last step of every operation of the mock (mocks/laravel/define-operation.ts): a success body is
 * checked against the contract's response schema, which loads with the operation's area, before
 * it is sent. A handler that breaks the contract answers 500 naming itself, never the broken body.
 */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { defineOperation } from '@mocks/laravel/define-operation';
import { createMockState } from '@mocks/state';

const ORIGIN = 'http://mock.test';
const redirect = () =>
  new Request(`${ORIGIN}/api/auth/microsoft/redirect?type=login`, {
    headers: { Accept: 'application/json' },
  });

async function answer(body: unknown) {
  const state = await createMockState();
  const operation = defineOperation('getMicrosoftRedirect', () => ({ body: body as never }));
  const response = await getResponse([operation.handler(state, ORIGIN)], redirect());
  if (!response) throw new Error('the operation did not answer');
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the response check of defineOperation', () => {
  it('sends a body that meets the contract as it is', async () => {
    expect(await answer({ url: 'https://login.example/authorize' })).toEqual({
      status: 200,
      body: { url: 'https://login.example/authorize' },
    });
  });

  it('answers 500 naming the operation for a body that breaks it', async () => {
    const { status, body } = await answer({ url: 'not an address' });
    expect(status).toBe(500);
    expect(String(body.message)).toMatch(/^Mock getMicrosoftRedirect broke the contract: /);
    expect(body).not.toHaveProperty('url');
  });
});
