/**
 * Checks hold their own judging: the walk (conformance/walk/) decides when things run and may
 * record a skip (an operation it could not reach), but every pass, failure or warning is recorded
 * by a module under conformance/checks/ (or the engine's shared helpers they call).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';

const WALK = 'conformance/walk';
/** A result recorded: `results.pass(`, `report.expect(`, `previous?.fail(`, `.warn(`. */
const JUDGES = /\??\.(pass|fail|expect|warn)\(/;

describe('where results are judged', () => {
  it('records no pass, failure or warning in the walk', ({ expect }) => {
    const files = readdirSync(WALK).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    const judging = files.flatMap((file) =>
      readFileSync(join(WALK, file), 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.trim(), where: `${file}:${i + 1}` }))
        .filter(({ line }) => !line.startsWith('*') && !line.startsWith('//'))
        .filter(({ line }) => JUDGES.test(line))
        .map(({ line, where }) => `${where}: ${line}`),
    );
    expect(judging).toEqual([]);
  });

  it('finds the judging it looks for (the council flows under checks/)', ({ expect }) => {
    const flow = readFileSync('conformance/checks/council/membership.ts', 'utf8');
    expect(flow.split('\n').filter((line) => JUDGES.test(line)).length).toBeGreaterThan(3);
  });
});
