import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useCan } from '@/features/common/permissions';
import { useCurrentCouncil } from '@/features/common/use-current-council';
import { NoCouncilPanel } from '@/features/councils/NoCouncilPanel';
import { ConsolePage, ReadOnlyNote } from '@/features/councils/ui/ConsolePage';
import { DataTable } from '@/features/councils/ui/DataTable';
import { Confirm, Panel, preloadDialogs } from '@/features/councils/ui/dialogs';
import { errorText } from '@/features/common/error-text';
import { refetchCouncil } from '@/features/councils/ui/invalidate';
import { Pager } from '@/features/councils/ui/Pager';
import { QueryState } from '@/features/common/QueryState';
import { columnHelper } from '@/features/councils/ui/table';
import { oneOf, queryParams, useUrlState } from '@/features/councils/ui/use-url-state';
import {
  removeCouncilUser,
  resendCouncilInvitation,
  useListCouncilUsers,
} from '@/generated/api/council-users/council-users';
import { useListRoles, useListUserPositions } from '@/generated/api/dictionaries/dictionaries';
import { useListCouncilLicences } from '@/generated/api/licences/licences';
import type { CouncilUser } from '@/generated/model';
import { useUserProfile } from '@/features/auth/auth-context';
import { StatusBadge } from '@/features/common/status';
import { COUNCIL_ROLES, count, ROLE_WORDS, roleName } from '@/features/common/words';
import { download, fetchAllCouncilUsers, membersCsv } from './all-members';
import { BulkActions } from './BulkActions';
import { useMemberChanges, type MemberChange } from './member-changes';
import { formatDate } from '@/lib/constants/dates';
import { BulkInvite } from './invite/BulkInvite';
import { InviteForm } from './invite/InviteForm';
import type { InviteDictionaries } from './invite/parse-invites';
import { PositionCell, RoleCell } from './MemberCells';

const STATUSES = ['active', 'invited'] as const;
const SEARCH_DELAY_MS = 300;
const NO_DICTIONARIES: InviteDictionaries = { roles: [], positions: [] };

/** /Users: the current council's members and pending invitees; administrators invite and manage them. */
export default function UsersPage() {
  const council = useCurrentCouncil();
  return (
    <ConsolePage
      title="Users"
      description="Members of your council, their roles and pending invitations."
    >
      {council ? (
        <UsersConsole key={council.id} councilId={council.id} councilName={council.name} />
      ) : (
        <NoCouncilPanel />
      )}
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
  const licences = useListCouncilLicences(councilId, {
    query: { enabled: canUpdate && canLicences },
  });
  const freeLicences = useMemo(
    () => (licences.data?.data ?? []).filter((l) => l.status === 'unassigned'),
    [licences.data],
  );
  const { values, page, set } = useUrlState(['q', 'role', 'status'] as const);
  const [search, setSearch] = useState(values.q);
  const [dialog, setDialog] = useState<'one' | 'many' | null>(null);
  const [removing, setRemoving] = useState<CouncilUser | null>(null);

  // The search box writes to the URL after a pause, so typing does not fetch on every key.
  useEffect(() => {
    if (search.trim() === values.q) return;
    const timer = setTimeout(() => set({ q: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, values.q, set]);

  const role = oneOf(values.role, COUNCIL_ROLES);
  const status = oneOf(values.status, STATUSES);
  const params = queryParams({
    search: values.q || undefined,
    role,
    status,
    page: page > 1 ? page : undefined,
  });
  const query = useListCouncilUsers(councilId, params, {
    query: { placeholderData: keepPreviousData },
  });
  const roles = useListRoles({ query: { staleTime: Infinity } });
  const positions = useListUserPositions({ query: { staleTime: Infinity } });
  const dictionaries = useMemo<InviteDictionaries>(
    () =>
      roles.data && positions.data
        ? { roles: roles.data.data, positions: positions.data.data }
        : NO_DICTIONARIES,
    [roles.data, positions.data],
  );

  const changeRole = (user: CouncilUser, next: CouncilUser['role']): Promise<boolean> => {
    const change: MemberChange = { user, change: { role: next }, undo: { role: user.role } };
    const done = `${user.name} is now ${ROLE_WORDS[next].withArticle}.`;
    // Demoting an administrator takes their console away: ask first. Other changes can be undone.
    return changes.apply(
      [change],
      done,
      user.role === 'admin' ? demoteConfirm([user], next) : undefined,
    );
  };
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
      toast.error(errorText(error, 'resendCouncilInvitation'));
    }
  };

  const columns = useMemo(() => {
    const helper = columnHelper<CouncilUser>();
    return helper.columns([
      ...(canUpdate
        ? [
            helper.display({
              id: 'select',
              header: () => <span className="sr-only">Select</span>,
              cell: ({ row }) =>
                row.original.id === me ? null : (
                  <input
                    type="checkbox"
                    aria-label={`Select ${row.original.name}`}
                    checked={selected.has(row.original.id)}
                    onChange={(event) =>
                      setSelected((current) => {
                        const next = new Set(current);
                        if (event.target.checked) next.add(row.original.id);
                        else next.delete(row.original.id);
                        return next;
                      })
                    }
                  />
                ),
            }),
          ]
        : []),
      helper.accessor('name', {
        header: 'Name',
        sortFn: 'text',
        cell: ({ row }) => (
          <span className="cell-person">
            <span>
              {row.original.name}
              {row.original.id === me ? <span className="muted"> (you)</span> : null}
            </span>
            <span className="muted">{row.original.email}</span>
          </span>
        ),
      }),
      helper.accessor('role', {
        header: 'Role',
        cell: ({ row }) =>
          canUpdate ? (
            <RoleCell
              user={row.original}
              isMe={row.original.id === me}
              onCommit={(next) => changeRole(row.original, next)}
            />
          ) : (
            <span className="badge">{roleName(row.original.role)}</span>
          ),
      }),
      helper.accessor((user) => user.position?.name ?? '', {
        id: 'position',
        header: 'Position',
        cell: ({ row }) =>
          canUpdate && dictionaries.positions.length > 0 && row.original.status === 'active' ? (
            <PositionCell
              user={row.original}
              positions={dictionaries.positions}
              onCommit={(next) => changePosition(row.original, next)}
            />
          ) : (
            (row.original.position?.name ?? '—')
          ),
      }),
      helper.accessor('status', {
        header: 'Status',
        cell: ({ getValue }) => (
          <StatusBadge status={getValue() === 'invited' ? 'invited' : 'member'} />
        ),
      }),
      helper.accessor((user) => (user.licence_id === null ? 0 : 1), {
        id: 'licence',
        header: 'Licence',
        cell: ({ row }) =>
          row.original.licence_id === null ? <span className="muted">None</span> : 'Yes',
      }),
      helper.accessor((user) => user.joined_at ?? '', {
        id: 'joined',
        header: 'Joined',
        sortFn: 'text',
        cell: ({ row }) => formatDate(row.original.joined_at) || '—',
      }),
      ...(canRemove || canResend
        ? [
            helper.display({
              id: 'actions',
              header: () => <span className="sr-only">Actions</span>,
              meta: { className: 'cell-actions' },
              cell: ({ row }) => {
                const user = row.original;
                // No action on your own row can lock you out of the council.
                if (user.id === me) return null;
                return (
                  <span className="row-actions">
                    {canResend && user.status === 'invited' ? (
                      <>
                        <button
                          type="button"
                          className="button button-small button-secondary"
                          onClick={() => void resend(user, true)}
                        >
                          Resend<span className="sr-only"> the invitation to {user.email}</span>
                        </button>
                        <button
                          type="button"
                          className="button button-small button-secondary"
                          onClick={() => void resend(user, false)}
                        >
                          Copy link
                          <span className="sr-only"> of the invitation to {user.email}</span>
                        </button>
                      </>
                    ) : null}
                    {canRemove ? (
                      <button
                        type="button"
                        className="button button-small button-danger-outline"
                        onFocus={preloadDialogs}
                        onMouseEnter={preloadDialogs}
                        onClick={() => setRemoving(user)}
                      >
                        {user.status === 'invited' ? 'Revoke' : 'Remove'}
                        <span className="sr-only"> {user.name}</span>
                      </button>
                    ) : null}
                  </span>
                );
              },
            }),
          ]
        : []),
    ]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers close over what is listed
  }, [canUpdate, canRemove, canResend, councilId, dictionaries, me, selected]);

  const exportCsv = async () => {
    try {
      const users = await fetchAllCouncilUsers(councilId);
      download(
        `${councilName.replace(/[^\w-]+/g, '-').toLowerCase()}-members.csv`,
        membersCsv(users),
      );
      toast.success(`${count(users.length, 'user')} exported.`);
    } catch (error) {
      toast.error(errorText(error, 'listCouncilUsers'));
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
      void refetchCouncil(queryClient, councilId, '');
      return null;
    } catch (error) {
      return errorText(error, 'removeCouncilUser');
    }
  };

  const filtered = Boolean(values.q || role || status);
  const dictionariesReady = dictionaries.roles.length > 0;

  return (
    <>
      <div className="console-header console-toolbar">
        <div className="console-filters" role="search" aria-label="Filter users">
          <div className="field field-grow">
            <label htmlFor="users-search">Search</label>
            <input
              id="users-search"
              type="search"
              placeholder="Name or email"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="users-role">Role</label>
            <select
              id="users-role"
              value={role ?? ''}
              onChange={(e) => set({ role: e.target.value })}
            >
              <option value="">All roles</option>
              {COUNCIL_ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleName(r)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="users-status">Status</label>
            <select
              id="users-status"
              value={status ?? ''}
              onChange={(e) => set({ status: e.target.value })}
            >
              <option value="">Everyone</option>
              <option value="active">Active members</option>
              <option value="invited">Pending invitations</option>
            </select>
          </div>
        </div>
        <div className="console-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void exportCsv()}
          >
            Export CSV
          </button>
          {canInvite ? (
            <>
              <button
                type="button"
                className="button"
                disabled={!dictionariesReady}
                onFocus={preloadDialogs}
                onMouseEnter={preloadDialogs}
                onClick={() => setDialog('one')}
              >
                Invite
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={!dictionariesReady}
                onFocus={preloadDialogs}
                onMouseEnter={preloadDialogs}
                onClick={() => setDialog('many')}
              >
                Invite many
              </button>
            </>
          ) : null}
        </div>
      </div>
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
                onClick={() => {
                  setSearch('');
                  set({ q: '', role: '', status: '' });
                }}
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
                onRole={(users, next) => {
                  const list = users
                    .filter((u) => u.role !== next)
                    .map((u) => ({ user: u, change: { role: next }, undo: { role: u.role } }));
                  const demoted = users.filter((u) => u.role === 'admin' && next !== 'admin');
                  const done =
                    list.length === 1
                      ? `${list[0]!.user.name} is now ${ROLE_WORDS[next].withArticle}.`
                      : `${count(list.length, 'member')} are now ${ROLE_WORDS[next].plural}.`;
                  return changes.apply(
                    list,
                    done,
                    demoted.length > 0 ? demoteConfirm(demoted, next) : undefined,
                  );
                }}
                onGiveLicences={(users) => {
                  const without = users
                    .filter((u) => u.status === 'active' && u.licence_id === null)
                    .slice(0, freeLicences.length);
                  const list = without.map((u, i) => ({
                    user: u,
                    change: { licence_id: freeLicences[i]!.id },
                    undo: { licence_id: null },
                  }));
                  return changes.apply(list, `${count(list.length, 'licence')} given.`);
                }}
                onFreeLicences={(users) => {
                  const holders = users.filter((u) => u.licence_id !== null);
                  const list = holders.map((u) => ({
                    user: u,
                    change: { licence_id: null },
                    undo: { licence_id: u.licence_id },
                  }));
                  return changes.apply(list, `${count(list.length, 'licence')} freed.`, {
                    title: `Free ${count(list.length, 'licence')}?`,
                    confirmLabel: 'Free licences',
                    body: (
                      <p>
                        {holders.map((u) => u.name).join(', ')} lose their licence and cannot use
                        the council's agents until they get one again.
                      </p>
                    ),
                  });
                }}
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

      <Panel
        open={dialog === 'one'}
        onOpenChange={(open) => setDialog(open ? 'one' : null)}
        title="Invite someone"
        description={`They get an email with a link to join ${councilName}.`}
      >
        <InviteForm
          councilId={councilId}
          dictionaries={dictionaries}
          onDone={() => setDialog(null)}
        />
      </Panel>
      <Panel
        open={dialog === 'many'}
        onOpenChange={(open) => setDialog(open ? 'many' : null)}
        title="Invite many people"
        wide
      >
        <BulkInvite
          councilId={councilId}
          dictionaries={dictionaries}
          onDone={() => setDialog(null)}
        />
      </Panel>
      {changes.dialog}
      <Confirm
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing?.status === 'invited' ? 'Revoke this invitation?' : 'Remove this member?'}
        confirmLabel={removing?.status === 'invited' ? 'Revoke invitation' : 'Remove member'}
        onConfirm={() => remove(removing!)}
      >
        {removing?.status === 'invited' ? (
          <p>The link sent to {removing.email} will stop working.</p>
        ) : (
          <p>
            {removing?.name} loses access to {councilName}, its agents and files. Their licence, if
            any, becomes free.
          </p>
        )}
      </Confirm>
    </>
  );
}

/** Demoting administrators takes the console from them: said before it happens. */
function demoteConfirm(users: readonly CouncilUser[], next: CouncilUser['role']) {
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
