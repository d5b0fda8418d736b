/** The columns of the Users table: who, role, position, status, licence, joined, row actions. */
import { useMemo } from 'react';
import type { CouncilUser, Licence, UserPosition } from '@/generated/model';
import { preloadDialogs } from '@/features/council/console/ui/dialogs';
import { columnHelper } from '@/features/council/console/ui/table';
import { RowActions, type RowAction } from '@/features/council/console/ui/RowActions';
import { StatusBadge } from '@/components/status';
import { roleName } from '@/lib/words';
import { formatDate } from '@/lib/constants/dates';
import { PositionCell, RoleCell } from './MemberCells';

/** What the Licence column says: the licence's name when the list of licences is known. */
export function licenceText(user: CouncilUser, licences: readonly Licence[]): string {
  if (user.licence_id === null) return 'No licence';
  return licences.find((l) => l.id === user.licence_id)?.name ?? 'Has a licence';
}

export interface UserColumnsOptions {
  me: number | null;
  canUpdate: boolean;
  canRemove: boolean;
  canResend: boolean;
  positions: readonly UserPosition[];
  licences: readonly Licence[];
  selected: ReadonlySet<number>;
  onSelect: (userId: number, checked: boolean) => void;
  onRole: (user: CouncilUser, next: CouncilUser['role']) => Promise<boolean>;
  onPosition: (user: CouncilUser, positionId: number | null) => Promise<boolean>;
  onResend: (user: CouncilUser, notify: boolean) => void;
  onRemove: (user: CouncilUser) => void;
}

export function useUserColumns(options: UserColumnsOptions) {
  const { me, canUpdate, canRemove, canResend, positions, licences, selected } = options;
  return useMemo(() => {
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
                    onChange={(event) => options.onSelect(row.original.id, event.target.checked)}
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
              onCommit={(next) => options.onRole(row.original, next)}
            />
          ) : (
            <span className="badge">{roleName(row.original.role)}</span>
          ),
      }),
      helper.accessor((user) => user.position?.name ?? '', {
        id: 'position',
        header: 'Position',
        cell: ({ row }) =>
          canUpdate && positions.length > 0 && row.original.status === 'active' ? (
            <PositionCell
              user={row.original}
              positions={positions}
              onCommit={(next) => options.onPosition(row.original, next)}
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
      helper.accessor((user) => licenceText(user, licences), {
        id: 'licence',
        header: 'Licence',
        sortFn: 'text',
        meta: { className: 'cell-nowrap' },
        cell: ({ row }) =>
          row.original.licence_id === null ? (
            <span className="muted">{licenceText(row.original, licences)}</span>
          ) : (
            licenceText(row.original, licences)
          ),
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
                const invited = user.status === 'invited';
                const items: RowAction[] = [
                  ...(canResend && invited
                    ? [
                        {
                          label: 'Resend invitation',
                          onSelect: () => options.onResend(user, true),
                        },
                        {
                          label: 'Copy invitation link',
                          onSelect: () => options.onResend(user, false),
                        },
                      ]
                    : []),
                  ...(canRemove
                    ? [
                        {
                          label: invited ? 'Revoke invitation' : 'Remove from council',
                          danger: true,
                          warm: preloadDialogs,
                          onSelect: () => options.onRemove(user),
                        },
                      ]
                    : []),
                ];
                return (
                  <RowActions label={`Actions for ${user.name}`} items={items}>
                    {canResend && invited ? (
                      <>
                        <button
                          type="button"
                          className="button button-small button-secondary"
                          onClick={() => options.onResend(user, true)}
                        >
                          Resend<span className="sr-only"> the invitation to {user.email}</span>
                        </button>
                        <button
                          type="button"
                          className="button button-small button-secondary"
                          onClick={() => options.onResend(user, false)}
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
                        onClick={() => options.onRemove(user)}
                      >
                        {invited ? 'Revoke' : 'Remove'}
                        <span className="sr-only"> {user.name}</span>
                      </button>
                    ) : null}
                  </RowActions>
                );
              },
            }),
          ]
        : []),
    ]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers close over what is listed
  }, [canUpdate, canRemove, canResend, positions, licences, me, selected]);
}
