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
import { removeCouncilUser, useListCouncilUsers } from '@/generated/api/council-users/council-users';
import { useListRoles, useListUserPositions } from '@/generated/api/dictionaries/dictionaries';
import type { CouncilUser } from '@/generated/model';
import { formatDate } from '@/lib/constants/dates';
import { BulkInvite } from './invite/BulkInvite';
import { InviteForm } from './invite/InviteForm';
import type { InviteDictionaries } from './invite/parse-invites';
import { PositionCell, RoleCell } from './MemberCells';

const ROLES = ['admin', 'manager', 'member'] as const;
const STATUSES = ['active', 'invited'] as const;
const SEARCH_DELAY_MS = 300;
const NO_DICTIONARIES: InviteDictionaries = { roles: [], positions: [] };

/** /Users: the current council's members and pending invitees; administrators invite and manage them. */
export default function UsersPage() {
  const council = useCurrentCouncil();
  return (
    <ConsolePage title="Users" description="Members of your council, their roles and pending invitations.">
      {council ? <UsersConsole key={council.id} councilId={council.id} councilName={council.name} /> : <NoCouncilPanel />}
    </ConsolePage>
  );
}

function UsersConsole({ councilId, councilName }: { councilId: number; councilName: string }) {
  const queryClient = useQueryClient();
  const canInvite = useCan('inviteCouncilUser');
  const canUpdate = useCan('updateCouncilUser');
  const canRemove = useCan('removeCouncilUser');
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

  const role = oneOf(values.role, ROLES);
  const status = oneOf(values.status, STATUSES);
  const params = queryParams({ search: values.q || undefined, role, status, page: page > 1 ? page : undefined });
  const query = useListCouncilUsers(councilId, params, { query: { placeholderData: keepPreviousData } });
  const roles = useListRoles({ query: { staleTime: Infinity } });
  const positions = useListUserPositions({ query: { staleTime: Infinity } });
  const dictionaries = useMemo<InviteDictionaries>(
    () => (roles.data && positions.data ? { roles: roles.data.data, positions: positions.data.data } : NO_DICTIONARIES),
    [roles.data, positions.data],
  );

  const columns = useMemo(() => {
    const helper = columnHelper<CouncilUser>();
    return helper.columns([
      helper.accessor('name', {
        header: 'Name',
        sortFn: 'text',
        cell: ({ row }) => (
          <span className="cell-person">
            <span>{row.original.name}</span>
            <span className="muted">{row.original.email}</span>
          </span>
        ),
      }),
      helper.accessor('role', {
        header: 'Role',
        cell: ({ row }) =>
          canUpdate && dictionaries.roles.length > 0 ? (
            <RoleCell councilId={councilId} user={row.original} dictionaries={dictionaries} />
          ) : (
            <span className="badge">{row.original.role}</span>
          ),
      }),
      helper.accessor((user) => user.position?.name ?? '', {
        id: 'position',
        header: 'Position',
        cell: ({ row }) =>
          canUpdate && dictionaries.positions.length > 0 && row.original.status === 'active' ? (
            <PositionCell councilId={councilId} user={row.original} dictionaries={dictionaries} />
          ) : (
            (row.original.position?.name ?? '—')
          ),
      }),
      helper.accessor('status', {
        header: 'Status',
        cell: ({ getValue }) =>
          getValue() === 'invited' ? <span className="badge badge-warn">Invited</span> : <span className="badge">Active</span>,
      }),
      helper.accessor((user) => (user.licence_id === null ? 0 : 1), {
        id: 'licence',
        header: 'Licence',
        cell: ({ row }) => (row.original.licence_id === null ? <span className="muted">None</span> : 'Yes'),
      }),
      helper.accessor((user) => user.joined_at ?? '', {
        id: 'joined',
        header: 'Joined',
        sortFn: 'text',
        cell: ({ row }) => formatDate(row.original.joined_at) || '—',
      }),
      ...(canRemove
        ? [
            helper.display({
              id: 'actions',
              header: () => <span className="sr-only">Actions</span>,
              meta: { className: 'cell-actions' },
              cell: ({ row }) => (
                <button
                  type="button"
                  className="button button-small button-danger-outline"
                  onFocus={preloadDialogs}
                  onMouseEnter={preloadDialogs}
                  onClick={() => setRemoving(row.original)}
                >
                  {row.original.status === 'invited' ? 'Revoke' : 'Remove'}
                  <span className="sr-only"> {row.original.name}</span>
                </button>
              ),
            }),
          ]
        : []),
    ]);
  }, [canUpdate, canRemove, councilId, dictionaries]);

  const remove = async (user: CouncilUser) => {
    try {
      await removeCouncilUser(councilId, user.id);
      toast.success(user.status === 'invited' ? `The invitation to ${user.email} is revoked.` : `${user.name} was removed from ${councilName}.`);
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
            <input id="users-search" type="search" placeholder="Name or email" value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="users-role">Role</label>
            <select id="users-role" value={role ?? ''} onChange={(e) => set({ role: e.target.value })}>
              <option value="">All roles</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {dictionaries.roles.find((d) => d.slug === r)?.name ?? r}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="users-status">Status</label>
            <select id="users-status" value={status ?? ''} onChange={(e) => set({ status: e.target.value })}>
              <option value="">Everyone</option>
              <option value="active">Active members</option>
              <option value="invited">Pending invitations</option>
            </select>
          </div>
        </div>
        {canInvite ? (
          <div className="console-actions">
            <button type="button" className="button" disabled={!dictionariesReady} onFocus={preloadDialogs} onMouseEnter={preloadDialogs} onClick={() => setDialog('one')}>
              Invite
            </button>
            <button type="button" className="button button-secondary" disabled={!dictionariesReady} onFocus={preloadDialogs} onMouseEnter={preloadDialogs} onClick={() => setDialog('many')}>
              Invite many
            </button>
          </div>
        ) : null}
      </div>
      {!canInvite ? <ReadOnlyNote>Only administrators can invite people or change roles, positions and membership.</ReadOnlyNote> : null}

      <QueryState
        query={query}
        label="users"
        operation="listCouncilUsers"
        isEmpty={(data) => data.data.length === 0}
        empty={
          filtered ? (
            <p>
              No user matches these filters.{' '}
              <button type="button" className="link-button" onClick={() => { setSearch(''); set({ q: '', role: '', status: '' }); }}>
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
            <DataTable caption={`Users of ${councilName}`} columns={columns} data={data.data} rowClassName={(u) => (u.status === 'invited' ? 'row-muted' : undefined)} />
            <Pager meta={data.meta} label="users" onPage={(next) => set({ page: next })} />
          </>
        )}
      </QueryState>

      <Panel open={dialog === 'one'} onOpenChange={(open) => setDialog(open ? 'one' : null)} title="Invite someone" description={`They get an email with a link to join ${councilName}.`}>
        <InviteForm councilId={councilId} dictionaries={dictionaries} onDone={() => setDialog(null)} />
      </Panel>
      <Panel open={dialog === 'many'} onOpenChange={(open) => setDialog(open ? 'many' : null)} title="Invite many people" wide>
        <BulkInvite councilId={councilId} dictionaries={dictionaries} onDone={() => setDialog(null)} />
      </Panel>
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
            {removing?.name} loses access to {councilName}, its agents and files. Their licence, if any, becomes free.
          </p>
        )}
      </Confirm>
    </>
  );
}
