/** What the membership chain's steps share (checks/council/membership.ts and the files beside it). */
import type { Context, RoleAccount } from '../../engine/context';
import type { Run } from '../../engine/run-state';

export interface Membership {
  run: Run;
  ctx: Context;
  /** The run's council, which the outsider joins and leaves. */
  council: number | string;
  /** The account in none of the first user's councils (`--accounts outsider=`). */
  outsider: RoleAccount;
}
