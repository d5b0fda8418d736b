/**
 * Check names come from one place, engine/check-names.ts: each is the name of exactly one module of
 * the catalogue, every module's name is there, and a result recorded under any other name is a type
 * error (`npx tsc` fails on the `@ts-expect-error` lines below if the type ever widens to string).
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE, CHECK_NAMES } from '../checks/index';
import { CHECK, type CheckName } from '../engine/check-names';
import { Results } from '../engine/results';
import { checkOfKind } from '../checks/promises/promises';

describe('check names', () => {
  it('are the catalogue: each name of CHECK is one module, and every module takes its name from there', () => {
    const names = Object.values(CHECK);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(CHECK_NAMES).size).toBe(CHECK_NAMES.length);
    expect([...CHECK_NAMES].sort()).toEqual([...names].sort());
    expect(CATALOGUE.length).toBe(names.length);
  });

  it('make a result under a name no check has a type error', () => {
    const results = new Results();
    const recorded: CheckName = CHECK.responseConforms;
    results.pass('getProfile', recorded, 'a name of the catalogue');
    // @ts-expect-error a typo of a check's name is not a CheckName
    results.fail('getProfile', 'response-conform', 'a misspelt name');
    // @ts-expect-error nor is a name no module declares
    results.skip('getProfile', 'no-such-check', 'an unknown name');
    expect(results.all().map((r) => r.check)).toEqual([
      'response-conforms',
      'response-conform',
      'no-such-check',
    ]);
  });

  it('give each kind of promise the check of its name', () => {
    expect(checkOfKind('order')).toBe(CHECK.promiseOrder);
    expect(CHECK_NAMES).toContain(checkOfKind('no-disclosure'));
  });
});
