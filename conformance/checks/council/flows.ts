/**
 * The council promises judged on records the run makes (the walk calls this before the
 * after-operations checks, which then leave them alone): the membership chain, the records asked
 * for through a second council's path, the last admin, the slugs, the search, the lists whose
 * items name no council, a join code issued anew and a join by that code, a
 * council agent disabled for its members. The judging lives here,
 * beside the checks, and each result is recorded under the check of its promise's kind
 * (promises/by-id.ts), so the report reads the same whoever ran it; the walk only decides when.
 */
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { councilJoinByCode, councilJoinCodePromises } from './council-join-code';
import { councilListPromises } from './council-lists';
import { councilRecordPromises } from './council-records';
import { councilSearchPromises } from './council-search';
import { councilSlugPromises } from './council-slugs';
import { membershipPromises } from './membership';
import { councilAgentDisabled } from './council-agent-enabled';

export async function councilPromises(run: Run, ctx: Context): Promise<void> {
  await membershipPromises(run, ctx);
  await councilRecordPromises(run, ctx);
  await councilSlugPromises(run, ctx);
  await councilSearchPromises(run, ctx);
  await councilListPromises(run, ctx);
  await councilJoinCodePromises(run, ctx);
  await councilJoinByCode(run, ctx);
  await councilAgentDisabled(run, ctx);
}
