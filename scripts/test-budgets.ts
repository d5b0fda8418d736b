/**
 * How long each stage of `npm test` may take on the project's 2-core machine, in seconds: the
 * figures of the fresh-clone CI runs of 2026-12-06 and 2026-12-07 (docs/testing.md, "The budget"),
 * rounded up by about a tenth for the machine's own spread. Stages of one group run side by side,
 * so the whole run's budget is the sum of each group's longest stage, not of all stages.
 * `npm run bench:suite-time` compares a run with it and names what grew; no test is timed.
 */
export const STAGE_BUDGET_SECONDS: Record<string, number> = {
  drift: 15,
  lint: 70,
  format: 50,
  types: 65,
  unit: 180,
  coverage: 5,
  laravel: 570,
  conformance: 640,
  bundle: 20,
  network: 140,
  browser: 1_050,
};

/** The whole of `npm test`, and what `.ci/run` adds to it (npm ci and the contract diff). */
export const RUN_BUDGET_SECONDS = 1_800;
