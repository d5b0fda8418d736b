import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useCan } from '@/lib/session/permissions';
import { useCurrentCouncil } from '@/lib/session/current-council';
import { ConsolePage, ReadOnlyNote } from '@/features/council/console/ui/ConsolePage';
import { DataTable } from '@/features/council/console/ui/DataTable';
import { errorText } from '@/lib/errors';
import { afterMemberChanged } from '@/lib/query/refresh';
import { Pager } from '@/features/council/console/ui/Pager';
import { QueryState } from '@/components/QueryState';
import { oneOf, queryParams, useUrlState } from '@/hooks/use-url-state';
import { useUrlText } from '@/lib/ui/use-url-text';
import {
  removeCouncilUser,
  resendCouncilInvitation,
} from '@/generated/api/council-users/council-users';
import { rolesQuery, userPositionsQuery } from '@/lib/query/dictionary-queries';
import type { CouncilUser } from '@/generated/model';
import { useUserProfile } from '@/lib/session/auth-context';
import { COUNCIL_ROLES, count, ROLE_WORDS } from '@/lib/words';
import { download } from '@/lib/download';
import { membersCsv } from './all-members';
import { BulkActions } from './BulkActions';
import { demoteConfirm, memberActions } from './member-bulk';
import { useMemberChanges } from './member-changes';
import { councilLicencesQuery, councilUsersQuery, fetchAllCouncilUsers } from './queries';
import type { InviteDictionaries } from './invite/parse-invites';
import { useUserColumns } from './user-columns';
import { InviteDialogs, RemoveUserDialog } from './UsersDialogs';
import { UsersToolbar } from './UsersFilters';

const STATUSES = ['active', 'invited'] as const;
const SEARCH_DELAY_MS = 300;
const NO_DICTIONARIES: InviteDictionaries = { roles: [], positions: [] };

/** /Users: the current council's members and pending invitees; administrators invite and manage them. */
export default function UsersPage() {
  const council = useCurrentCouncil();
  // No council: the route guard shows the council gate instead (src/app/guards.ts, step 4).
  if (!council) return null;
  return (
    <ConsolePage title="Users" description="Members, their roles and pending invitations.">
      <UsersConsole key={council.id} councilId={council.id} councilName={council.name} />
    </ConsolePage>
  );
}

function UsersConsole({ councilId, councilName }: { councilId: number; councilName: string }) {
  const queryClient = useQueryClient();
  const canInvite = useCan('inviteCouncilUser');
  const canUpdate = useCan('updateCouncilUser');
  const canRemove = useCan('removeCouncilUser');
  const canResend = useCan('resendCouncilInvitation');
  const canLicences = useCan('listCouncilLicences');
  const me = useUserProfile()?.id ?? null;
  const changes = useMemberChanges(councilId);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const licences = useQuery({
    ...councilLicencesQuery(councilId),
    enabled: canUpdate && canLicences,
  });
  const allLicences = useMemo(() => licences.data?.data ?? [], [licences.data]);
  const freeLicences = useMemo(
    () => allLicences.filter((l) => l.status === 'unassigned'),
    [allLicences],
  );
  const { values, page, set } = useUrlState(['q', 'role', 'status'] as const);
  // The search box writes to the URL after a pause, so typing does not fetch on every key, and
  // follows the URL (Back) without ever replacing what is being typed (lib/ui/use-url-text.ts).
  const search = useUrlText({
    value: values.q,
    write: (q) => set({ q }),
    normalize: (text) => text.trim(),
    pauseMs: SEARCH_DELAY_MS,
    keep: `users-search:${councilId}`,
  });
  const [dialog, setDialog] = useState<'one' | 'many' | null>(null);
  const [removing, setRemoving] = useState<CouncilUser | null>(null);

  const role = oneOf(values.role, COUNCIL_ROLES);
  const status = oneOf(values.status, STATUSES);
  const params = queryParams({
    search: values.q || undefined,
    role,
    status,
    page: page > 1 ? page : undefined,
  });
  const query = useQuery({
    ...councilUsersQuery(councilId, params),
    placeholderData: keepPreviousData,
  });
  const roles = useQuery({ ...rolesQuery(), staleTime: Infinity });
  const positions = useQuery({ ...userPositionsQuery(), staleTime: Infinity });
  const dictionaries = useMemo<InviteDictionaries>(
    () =>
      roles.data && positions.data
        ? { roles: roles.data.data, positions: positions.data.data }
        : NO_DICTIONARIES,
    [roles.data, positions.data],
  );
  const bulk = memberActions(changes.apply, freeLicences);

  const changeRole = (user: CouncilUser, next: CouncilUser['role']): Promise<boolean> =>
    // Demoting an administrator takes their console away: ask first. Other changes can be undone.
    changes.apply(
      [{ user, change: { role: next }, undo: { role: user.role } }],
      `${user.name} is now ${ROLE_WORDS[next].withArticle}.`,
      user.role === 'admin' ? demoteConfirm([user], next) : undefined,
    );
  const changePosition = (user: CouncilUser, positionId: number | null): Promise<boolean> => {
    const name = dictionaries.positions.find((p) => p.id === positionId)?.name;
    return changes.apply(
      [
        {
          user,
          change: { position_id: positionId },
          undo: { position_id: user.position?.id ?? null },
        },
      ],
      name ? `${user.name}'s position is now ${name}.` : `${user.name} has no position now.`,
    );
  };
  const resend = async (user: CouncilUser, notify: boolean) => {
    try {
      const { data } = await resendCouncilInvitation(councilId, user.id, { notify });
      if (notify) toast.success(`The invitation was sent to ${user.email} again.`);
      else {
        await navigator.clipboard.writeText(data.invitation_url);
        toast.success(
          `The invitation link for ${user.email} is copied. The previous link no longer works.`,
        );
      }
    } catch (error) {
      toast.error(errorText(error, { operation: 'resendCouncilInvitation' }));
    }
  };

  const columns = useUserColumns({
    me,
    canUpdate,
    canRemove,
    canResend,
    positions: dictionaries.positions,
    licences: allLicences,
    selected,
    onSelect: (userId, checked) =>
      setSelected((current) => {
        const next = new Set(current);
        if (checked) next.add(userId);
        else next.delete(userId);
        return next;
      }),
    onRole: changeRole,
    onPosition: changePosition,
    onResend: (user, notify) => void resend(user, notify),
    onRemove: setRemoving,
  });

  const exportCsv = async () => {
    try {
      const users = await fetchAllCouncilUsers(councilId);
      download(
        `${councilName.replace(/[^\w-]+/g, '-').toLowerCase()}-members.csv`,
        membersCsv(users),
        'text/csv;charset=utf-8',
      );
      toast.success(`${count(users.length, 'user')} exported.`);
    } catch (error) {
      toast.error(errorText(error, { operation: 'listCouncilUsers' }));
    }
  };

  const remove = async (user: CouncilUser) => {
    try {
      await removeCouncilUser(councilId, user.id);
      toast.success(
        user.status === 'invited'
          ? `The invitation to ${user.email} is revoked.`
          : `${user.name} was removed from ${councilName}.`,
      );
      void afterMemberChanged(queryClient, councilId);
      return null;
    } catch (error) {
      return errorText(error, { operation: 'removeCouncilUser' });
    }
  };

  const filtered = Boolean(values.q || role || status);

  return (
    <>
      <UsersToolbar
        search={search.text}
        onSearch={search.setText}
        role={role}
        status={status}
        onFilter={set}
        canInvite={canInvite}
        dictionariesReady={dictionaries.roles.length > 0}
        onExport={() => void exportCsv()}
        onInvite={setDialog}
      />
      {!canInvite ? (
        <ReadOnlyNote>
          Only administrators can invite people or change roles, positions and membership.
        </ReadOnlyNote>
      ) : null}

      <QueryState
        query={query}
        label="users"
        operation="listCouncilUsers"
        isEmpty={(data) => data.data.length === 0}
        empty={
          filtered ? (
            <p>
              No user matches these filters.{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => set({ q: '', role: '', status: '' })}
              >
                Clear the filters
              </button>
            </p>
          ) : (
            <p>No members yet.</p>
          )
        }
      >
        {(data) => (
          <>
            {canUpdate ? (
              <BulkActions
                users={data.data.filter((u) => selected.has(u.id))}
                freeLicences={canLicences ? freeLicences.length : null}
                onClear={() => setSelected(new Set())}
                onRole={bulk.role}
                onGiveLicences={bulk.giveLicences}
                onUnassignLicences={bulk.unassignLicences}
              />
            ) : null}
            <DataTable
              caption={`Users of ${councilName}`}
              columns={columns}
              data={data.data}
              rowClassName={(u) => (u.status === 'invited' ? 'row-muted' : undefined)}
            />
            <Pager meta={data.meta} noun="user" onPage={(next) => set({ page: next })} />
          </>
        )}
      </QueryState>

      <InviteDialogs
        open={dialog}
        onOpen={setDialog}
        councilId={councilId}
        councilName={councilName}
        dictionaries={dictionaries}
      />
      {changes.dialog}
      <RemoveUserDialog
        user={removing}
        councilName={councilName}
        onClose={() => setRemoving(null)}
        onConfirm={remove}
      />
    </>
  );
}
