/**
 * The differential test reaches every operation backend/laravel implements: a case list that
 * leaves one out would let the mock and Laravel drift apart on it unseen. No server is needed.
 */
import { describe, expect, it } from 'vitest';
import { matchOperation } from '../../src/lib/http/operation-match';
import { CASES } from './differential/cases';
import { IMPLEMENTED } from './support/operations';

describe('the differential cases', () => {
  it('send at least one request to every operation the app implements', () => {
    const reached = new Set(CASES.map((c) => matchOperation(c.method, c.path)?.operationId));
    expect(IMPLEMENTED.filter((id) => !reached.has(id))).toEqual([]);
  });
});
