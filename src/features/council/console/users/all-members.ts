import { useQuery } from '@tanstack/react-query';
import { csvFormat } from 'd3-dsv';
import { listCouncilUsers } from '@/generated/api/council-users/council-users';
import type { CouncilUser } from '@/generated/model';
import { formatDate } from '@/lib/constants/dates';
import { queryKeys } from '@/lib/query/keys';
import { roleName } from '@/lib/words';
import type { KnownPeople } from './invite/parse-invites';

const PER_PAGE = 100;

/** Every member and pending invitee of a council, page after page (the API pages by 100 at most). */
export async function fetchAllCouncilUsers(councilId: number): Promise<CouncilUser[]> {
  const all: CouncilUser[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await listCouncilUsers(councilId, { per_page: PER_PAGE, page });
    all.push(...data);
    if (page >= meta.last_page) return all;
  }
}

/** Under the council's users key, so every change to its users refreshes it too. */
export function useAllCouncilUsers(councilId: number, enabled = true) {
  return useQuery({
    queryKey: [...queryKeys.councilUsers(councilId), 'all'],
    queryFn: () => fetchAllCouncilUsers(councilId),
    enabled,
  });
}

export function knownPeople(users: readonly CouncilUser[] | undefined): KnownPeople {
  return new Map(
    (users ?? []).map((user) => [
      user.email.toLowerCase(),
      { name: user.name, status: user.status },
    ]),
  );
}

/** The members as CSV (the same `email,role,position` columns the invite import reads, then the rest). */
export function membersCsv(users: readonly CouncilUser[]): string {
  return csvFormat(
    users.map((user) => ({
      email: user.email,
      role: roleName(user.role),
      position: user.position?.name ?? '',
      name: user.name,
      status: user.status === 'active' ? 'Active' : 'Invited',
      licence: user.licence_id === null ? 'No' : 'Yes',
      joined: user.joined_at ? formatDate(user.joined_at, 'yyyy-mm-dd') : '',
    })),
    ['email', 'role', 'position', 'name', 'status', 'licence', 'joined'],
  );
}
