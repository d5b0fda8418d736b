import { csvFormat } from 'd3-dsv';
import type { CouncilUser } from '@/generated/model';
import { formatDate } from '@/lib/constants/dates';
import { roleName } from '@/lib/words';
import type { KnownPeople } from './invite/parse-invites';

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
