/**
 * The wording and the list of changes of each member action (one member or the selected ones):
 * role, licence given, licence unassigned; demoting an administrator asks first.
 */
import type { ReactNode } from 'react';
import type { CouncilUser, Licence } from '@/generated/model';
import { count, ROLE_WORDS } from '@/lib/words';
import type { MemberChange } from './member-changes';

type Apply = (
  changes: readonly MemberChange[],
  done: string,
  confirm?: { title: string; body: ReactNode; confirmLabel: string },
) => Promise<boolean>;

/** Demoting administrators takes the console from them: said before it happens. */
export function demoteConfirm(users: readonly CouncilUser[], next: CouncilUser['role']) {
  const names = users.map((u) => u.name).join(', ');
  return {
    title:
      users.length === 1
        ? `Make ${names} ${ROLE_WORDS[next].withArticle}?`
        : `Make ${count(users.length, 'administrator')} ${ROLE_WORDS[next].plural}?`,
    confirmLabel:
      users.length === 1
        ? `Make ${ROLE_WORDS[next].withArticle.replace(/^an? /, '')}`
        : 'Change roles',
    body: (
      <p>
        {names} will no longer administer the council: they lose access to Users, Licences, Orders
        and the join requests.
      </p>
    ),
  };
}

export function memberActions(apply: Apply, freeLicences: readonly Licence[]) {
  return {
    role(users: readonly CouncilUser[], next: CouncilUser['role']): Promise<boolean> {
      const list = users
        .filter((u) => u.role !== next)
        .map((u) => ({ user: u, change: { role: next }, undo: { role: u.role } }));
      const demoted = users.filter((u) => u.role === 'admin' && next !== 'admin');
      const done =
        list.length === 1
          ? `${list[0]!.user.name} is now ${ROLE_WORDS[next].withArticle}.`
          : `${count(list.length, 'member')} are now ${ROLE_WORDS[next].plural}.`;
      return apply(list, done, demoted.length > 0 ? demoteConfirm(demoted, next) : undefined);
    },
    giveLicences(users: readonly CouncilUser[]): Promise<boolean> {
      const without = users
        .filter((u) => u.status === 'active' && u.licence_id === null)
        .slice(0, freeLicences.length);
      const list = without.map((u, i) => ({
        user: u,
        change: { licence_id: freeLicences[i]!.id },
        undo: { licence_id: null },
      }));
      return apply(list, `${count(list.length, 'licence')} given.`);
    },
    unassignLicences(users: readonly CouncilUser[]): Promise<boolean> {
      const holders = users.filter((u) => u.licence_id !== null);
      const list = holders.map((u) => ({
        user: u,
        change: { licence_id: null },
        undo: { licence_id: u.licence_id },
      }));
      return apply(list, `${count(list.length, 'licence')} unassigned.`, {
        title: `Unassign ${count(list.length, 'licence')}?`,
        confirmLabel: list.length === 1 ? 'Unassign licence' : 'Unassign licences',
        body: (
          <p>
            {holders.map((u) => u.name).join(', ')} lose their licence and cannot use the council's
            agents until they get one again.
          </p>
        ),
      });
    },
  };
}
