/**
 * `npm run contract:diff -- --base REF`: compares `openapi/` at a git ref with the working tree and
 * lists every change, breaking or not. Exit 0: no breaking change, or the contract's info.version
 * major number went up; 1: a breaking change without a major version bump; 2: the comparison could
 * not happen (unknown ref, a contract that does not parse). `--base auto` is what CI uses: the merge
 * base with main, or HEAD^1 when HEAD is main. Then the backend view (backend.ts): what a backend
 * written to the base must now do, per operation; `--fail-on-backend` exits 1 when there is any.
 */
import { parseArgs } from 'node:util';
import { backendChanges, formatBackendView } from './backend';
import { compareContracts, major } from './changes';
import { contractAt, DiffError, resolveBase, workingContract } from './sources';

function main(): number {
  let base: string;
  let failOnBackend: boolean;
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: { base: { type: 'string' }, 'fail-on-backend': { type: 'boolean' } },
      strict: true,
    });
    failOnBackend = values['fail-on-backend'] === true;
    if (!values.base)
      throw new Error('--base REF is required (a commit, branch or tag; "auto" for CI)');
    base = values.base;
  } catch (error) {
    console.log(`contract:diff NOT RUN: ${(error as Error).message}`);
    return 2;
  }
  const cwd = process.cwd();
  try {
    const resolved = resolveBase(base, cwd);
    const before = contractAt(resolved.commit, cwd) as { info: { version: string } };
    const after = workingContract(cwd) as { info: { version: string } };
    const changes = compareContracts(before, after);
    const breaking = changes.filter((c) => c.breaking);
    console.log(
      `Contract ${before.info.version} at ${resolved.description} (${resolved.commit.slice(0, 12)}) → ${after.info.version} in the working tree`,
    );
    for (const change of [...breaking, ...changes.filter((c) => !c.breaking)])
      console.log(
        `${change.breaking ? 'BREAKING    ' : `${change.kind.padEnd(13)}`}${change.where}: ${change.text}`,
      );
    const backend = backendChanges(before, after);
    const operations = new Set(backend.map((c) => c.operation)).size;
    console.log(
      backend.length === 0
        ? 'Backend: nothing new for a backend written to the base'
        : `Backend: what a backend written to the base must now do (${backend.length} change(s) in ${operations} operation(s) or event(s)):`,
    );
    for (const line of formatBackendView(backend)) console.log(`  ${line}`);
    const bumped = major(after.info.version) > major(before.info.version);
    if (failOnBackend && backend.length > 0) {
      console.log(
        `contract:diff FAILED (--fail-on-backend): ${backend.length} change(s) the backend must make in ${operations} operation(s) or event(s)${breaking.length ? `, and ${breaking.length} breaking change(s) for the frontend` : ''}`,
      );
      return 1;
    }
    if (breaking.length === 0) {
      console.log(`contract:diff OK: ${changes.length} change(s), none breaking`);
      return 0;
    }
    if (bumped) {
      console.log(
        `contract:diff OK: ${breaking.length} breaking change(s), announced by the major version ${before.info.version} → ${after.info.version}`,
      );
      return 0;
    }
    console.log(
      `contract:diff FAILED: ${breaking.length} breaking change(s) of ${changes.length}; make them compatible, or raise info.version's major number (${before.info.version} → ${major(before.info.version) + 1}.0.0) and agree the change with the backend team`,
    );
    return 1;
  } catch (error) {
    if (!(error instanceof DiffError)) throw error;
    if (error.details) console.log(error.details);
    console.log(`contract:diff NOT RUN: ${error.message}`);
    return 2;
  }
}

process.exitCode = main();
