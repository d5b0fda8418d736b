/**
 * How long each stage of `npm test` may take on the project's 2-core machine, in seconds: the
 * figures of the last two fresh-clone CI runs of 2026-12-07 (docs/testing.md, "The budget"),
 * rounded up by about a tenth for the machine's own spread. Stages of one group run side by side,
 * so the whole run's budget is the sum of each group's longest stage, not of all stages.
 * `npm run bench:suite-time` compares a run with it and names what grew; no test is timed.
 */
export const STAGE_BUDGET_SECONDS: Record<string, number> = {
  drift: 10,
  lint: 40,
  format: 30,
  types: 35,
  unit: 95,
  coverage: 5,
  laravel: 370,
  conformance: 320,
  bundle: 10,
  network: 65,
  browser: 430,
};

/** The whole of `npm test`, and what `.ci/run` adds to it (npm ci and the contract diff). */
export const RUN_BUDGET_SECONDS = 900;
