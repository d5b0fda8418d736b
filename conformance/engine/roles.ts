/**
 * The council roles the contract names, and the name of the caller in none of them: the promise
 * checks try one account per role (walk/accounts.ts signs them in, Context.roles holds them).
 */
import type { Run } from './run-state';

/** A user who is not in the run's council (`--accounts outsider=EMAIL`). */
export const OUTSIDER = 'outsider';

/** The council roles the contract names (the CouncilRole schema and every x-council-roles). */
export function councilRoles(run: Run): string[] {
  const schema = (run.contract.document as { components?: { schemas?: Record<string, unknown> } })
    .components?.schemas?.CouncilRole as { enum?: string[] } | undefined;
  const roles = new Set(schema?.enum ?? []);
  for (const op of run.contract.operations)
    for (const role of op.councilRoles ?? []) roles.add(role);
  return [...roles];
}
