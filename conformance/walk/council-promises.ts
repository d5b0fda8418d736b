/**
 * The council promises the walk judges on records it makes (before the after-operations checks,
 * which then leave them alone): the membership chain, the records asked for through a second
 * council's path, the last admin, the slugs, the search and the lists whose items name no council.
 */
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { councilListPromises } from './council-lists';
import { councilRecordPromises } from './council-records';
import { councilSearchPromises } from './council-search';
import { councilSlugPromises } from './council-slugs';
import { membershipPromises } from './membership';

export async function councilPromises(run: Run, ctx: Context): Promise<void> {
  await membershipPromises(run, ctx);
  await councilRecordPromises(run, ctx);
  await councilSlugPromises(run, ctx);
  await councilSearchPromises(run, ctx);
  await councilListPromises(run, ctx);
}
