import type { ListAgentsParams } from '@/generated/model';

/** The builder's list (the caller's agents and their councils', drafts included); shared with the hover prefetch. */
export const BUILDER_LIST_PARAMS: ListAgentsParams = { scope: 'mine', per_page: 100 };
