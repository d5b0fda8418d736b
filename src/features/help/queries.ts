/**
 * The help centre's reads as query options, shared by the screen and the hover prefetch
 * (src/app/pages-table.ts), so both use one cache entry.
 */
import { getListHelpPagesQueryOptions } from '@/generated/api/support/support';

/** Every help page (the tree is built from the flat list). */
export function helpPagesQuery() {
  return getListHelpPagesQueryOptions();
}
