/**
 * Every check of the catalogue holds its own judging: it has a hook the run calls (an inspector, a
 * per-operation or one-off run, an after-run), or it is a `walk` check whose module exports the
 * functions the walk calls, or it is judged in another check's run declared in the same module
 * (`judgedBy`). No entry only declares a name that something elsewhere reports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, checkNamed } from '../checks/index';
import { CHECK, type CheckName } from '../engine/check-names';
import type { Check } from '../engine/check';

const DIR = 'conformance/checks';
const keyOf = (name: CheckName) => Object.entries(CHECK).find(([, value]) => value === name)![0];

/** The module that declares a check: the file holding `name: CHECK.<key>,`. */
function moduleOf(name: CheckName): string[] {
  return readdirSync(DIR)
    .filter((file) => file.endsWith('.ts'))
    .filter((file) =>
      readFileSync(`${DIR}/${file}`, 'utf8').includes(`name: CHECK.${keyOf(name)},`),
    );
}

const hooked = (check: Check) =>
  Boolean(
    check.inspectExchange ??
    check.inspectResponse ??
    check.perOperation ??
    check.run ??
    check.afterRun,
  );

describe('the catalogue', () => {
  it('has each check declared in exactly one module', () => {
    const declared = CATALOGUE.map((check) => [check.name, moduleOf(check.name).length]);
    expect(declared.filter(([, count]) => count !== 1)).toEqual([]);
  });

  it('has no declaration-only entry', () => {
    const bare = CATALOGUE.filter((check) => {
      if (hooked(check)) return false;
      if (check.judgedBy) {
        const judge = checkNamed(check.judgedBy);
        return !hooked(judge) || moduleOf(judge.name)[0] !== moduleOf(check.name)[0];
      }
      if (check.phase !== 'walk') return true;
      // A walk check's module exports what the walk calls, beside the declaration.
      const source = readFileSync(`${DIR}/${moduleOf(check.name)[0]}`, 'utf8');
      return !/^export (async )?function /m.test(source);
    });
    expect(bare.map((check) => check.name)).toEqual([]);
  });

  it('names for judgedBy only a check with a run of its own', () => {
    const judged = CATALOGUE.filter((check) => check.judgedBy);
    expect(judged.map((check) => check.name).sort()).toEqual([CHECK.head, CHECK.no5xx].sort());
    for (const check of judged) expect(hooked(checkNamed(check.judgedBy!))).toBe(true);
  });
});
