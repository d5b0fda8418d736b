import type { ListAgentsParams } from '@/generated/model';

/** The App store's first page; shared with the hover prefetch so both use one cache entry. */
export const APP_STORE_LIST_PARAMS: ListAgentsParams = { status: 'published', per_page: 24 };
