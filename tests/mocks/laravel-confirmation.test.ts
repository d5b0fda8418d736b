/**
 * `X_confirmation` has no rules of its own in Laravel: X's `confirmed` rule reads it. So a
 * confirmation the contract's schema refuses is never an error of its own: it is X's `confirmed`
 * when the two differ, and nothing when they match (X's own rules then speak). Found by the
 * differential test against the project's Laravel app (backend/tests/differential.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { laravelErrors } from '@mocks/laravel/laravel-messages';

const schema = z.object({
  current_password: z.string().optional(),
  password: z.string().min(8).max(255).optional(),
  password_confirmation: z.string().min(8).max(255).optional(),
});

function errorsFor(input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  expect(result.success, 'the input must fail the schema').toBe(false);
  return laravelErrors(schema, input, result.error!.issues);
}

describe('a confirmation field is read by its field’s `confirmed` rule', () => {
  it('a short password typed twice: only the password’s own rule', () => {
    expect(errorsFor({ password: 'short', password_confirmation: 'short' })).toEqual({
      password: ['The password field must be at least 8 characters.'],
    });
  });

  it('a good password and a short, different confirmation: `confirmed` on the password', () => {
    expect(errorsFor({ password: 'long-enough', password_confirmation: 'short' })).toEqual({
      password: ['The password field confirmation does not match.'],
    });
  });

  it('a short password and a different short confirmation: its own rule, then `confirmed`', () => {
    expect(errorsFor({ password: 'short', password_confirmation: 'other' })).toEqual({
      password: [
        'The password field must be at least 8 characters.',
        'The password field confirmation does not match.',
      ],
    });
  });

  it('a confirmation without its field keeps its own errors (nothing reads it otherwise)', () => {
    const alone = z.object({ pin_confirmation: z.string().min(4) });
    const result = alone.safeParse({ pin_confirmation: '1' });
    expect(laravelErrors(alone, { pin_confirmation: '1' }, result.error!.issues)).toEqual({
      pin_confirmation: ['The pin confirmation field must be at least 4 characters.'],
    });
  });
});
