/** The one errorText (src/lib/errors.ts) and its two rules, each as its callers rely on it. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { errorText } from '@/lib/errors';

const invalid = new ApiError('The name field is required. (and 1 more error)', 422, {
  message: 'The name field is required. (and 1 more error)',
  errors: { name: ['The name field is required.'], email: ['The email must be valid.'] },
});
const forbidden = new ApiError('This action is unauthorized.', 403, {
  message: 'This action is unauthorized.',
});
const offline = new ApiError('Failed to fetch', 0);

describe('errorText', () => {
  it("the request rule (the default): a 422's first field error, a lost connection, else the message", () => {
    expect(errorText(invalid)).toBe('The name field is required.');
    expect(errorText(offline)).toBe('No connection to the server');
    expect(errorText(forbidden)).toBe('This action is unauthorized.');
    expect(errorText(new ApiError('', 500))).toBe('Something went wrong');
    expect(errorText('not an error', 'The upload failed')).toBe('The upload failed');
  });

  it('the council rule: a 403 names who may do it, anything else keeps the server message', () => {
    expect(errorText(forbidden, { operation: 'removeCouncilUser' })).toMatch(
      /^Only administrators.* of this council can do this\. Ask an administrator if you need it\.$/,
    );
    expect(errorText(forbidden, { rule: 'council' })).toBe(
      'You do not have permission to do this in this council.',
    );
    expect(errorText(invalid, { rule: 'council' })).toBe(
      'The name field is required. (and 1 more error)',
    );
    expect(errorText(offline, { rule: 'council' })).toBe('Failed to fetch');
    expect(errorText(new Error(''), { rule: 'council' })).toBe('Request failed');
  });
});
