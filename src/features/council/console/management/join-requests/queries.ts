/**
 * The join requests' reads as query options. Apart from the console's other reads: the top bar's
 * count reads them on every page, and loads only the councils client for it.
 */
import { getListJoinRequestsQueryOptions } from '@/generated/api/councils/councils';
import type { ListJoinRequestsParams } from '@/generated/model';

/** A page of the council's join requests, as filtered. */
export function joinRequestsQuery(councilId: number, params: ListJoinRequestsParams) {
  return getListJoinRequestsQueryOptions(councilId, params);
}
