import { useQuery, useQueryClient } from '@tanstack/react-query';
import { StatusBadge } from '@/components/status';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useCan, describeRoles } from '@/lib/session/permissions';
import { useCurrentCouncil } from '@/lib/session/current-council';
import {
  ConsolePage,
  ConsoleSection,
  ReadOnlyNote,
} from '@/features/council/console/ui/ConsolePage';
import { DataTable } from '@/features/council/console/ui/DataTable';
import { Confirm, preloadDialogs } from '@/features/council/console/ui/dialogs';
import { errorText } from '@/lib/errors';
import { afterLicenceAssigned } from '@/lib/query/refresh';
import { QueryState } from '@/components/QueryState';
import { columnHelper } from '@/features/council/console/ui/table';
import { updateCouncilLicence } from '@/generated/api/licences/licences';
import { councilLicencesQuery, councilMembersQuery } from './queries';
import type { CouncilUser, Licence } from '@/generated/model';
import { formatDate } from '@/lib/constants/dates';
import { isExpiringSoon, membersWithoutLicence, summariseLicences } from './licence-summary';
import { LicenceSummary } from './LicenceSummary';

const MEMBERS_PARAMS = { status: 'active', per_page: 100 } as const;
const NO_MEMBERS: CouncilUser[] = [];

/** /Licences (the old /Licenses redirects here): the council's licences, who holds them, and assigning or unassigning them. */
export default function LicencesPage() {
  const council = useCurrentCouncil();
  const canList = useCan('listCouncilLicences');
  // No council: the route guard shows the council gate instead (src/app/guards.ts, step 4).
  if (!council) return null;
  return (
    <ConsolePage
      title="Licences"
      description="Seats of this council's subscription and who uses them."
    >
      {!canList ? (
        <ReadOnlyNote>
          Only {describeRoles('listCouncilLicences')} of {council.name} can see and assign its
          licences.
        </ReadOnlyNote>
      ) : (
        <LicencesConsole key={council.id} councilId={council.id} councilName={council.name} />
      )}
    </ConsolePage>
  );
}

function LicencesConsole({ councilId, councilName }: { councilId: number; councilName: string }) {
  const queryClient = useQueryClient();
  const canAssign = useCan('updateCouncilLicence');
  const licences = useQuery(councilLicencesQuery(councilId));
  const members = useQuery({
    ...councilMembersQuery(councilId, MEMBERS_PARAMS),
    enabled: canAssign,
  });
  const [unassigning, setUnassigning] = useState<Licence | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const memberList = members.data?.data ?? NO_MEMBERS;
  const licenceList = licences.data?.data;
  const without = useMemo(
    () => (licenceList ? membersWithoutLicence(memberList, licenceList) : []),
    [memberList, licenceList],
  );

  const assign = async (licence: Licence, userId: number | null) => {
    setBusy(licence.id);
    try {
      const { data } = await updateCouncilLicence(
        councilId,
        licence.id,
        userId === null ? { user_id: null, status: 'unassigned' } : { user_id: userId },
      );
      toast.success(
        data.user
          ? `${data.name} is assigned to ${data.user.name}.`
          : `${data.name} is unassigned.`,
      );
      return null;
    } catch (error) {
      const message = errorText(error, { operation: 'updateCouncilLicence' });
      if (userId !== null) toast.error(message);
      return message;
    } finally {
      setBusy(null);
      void afterLicenceAssigned(queryClient, councilId);
    }
  };

  const columns = useMemo(() => {
    const helper = columnHelper<Licence>();
    return helper.columns([
      helper.accessor('name', { header: 'Licence', sortFn: 'alphanumeric' }),
      helper.accessor((l) => l.user?.name ?? '', {
        id: 'holder',
        header: 'Holder',
        sortFn: 'text',
        cell: ({ row }) => {
          const licence = row.original;
          if (licence.user) {
            return (
              <span className="cell-person">
                <span>{licence.user.name}</span>
                <span className="muted">{licence.user.email}</span>
              </span>
            );
          }
          if (!canAssign || licence.status === 'expired')
            return <span className="muted">Unassigned</span>;
          return (
            <select
              aria-label={`Assign ${licence.name} to`}
              value=""
              disabled={busy === licence.id || without.length === 0}
              onChange={(event) => void assign(licence, Number(event.target.value))}
            >
              <option value="">
                {without.length === 0 ? 'Every member has a licence' : 'Assign to…'}
              </option>
              {without.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          );
        },
      }),
      helper.accessor('status', {
        header: 'Status',
        cell: ({ row }) => {
          const status = row.original.status;
          return <StatusBadge status={status} />;
        },
      }),
      helper.accessor((l) => l.expires_at ?? '', {
        id: 'expires',
        header: 'Renews or expires',
        sortFn: 'text',
        cell: ({ row }) => {
          const licence = row.original;
          if (!licence.expires_at) return <span className="muted">Never expires</span>;
          // A seat of the current plan renews with it: it is not about to end.
          if (licence.renews) return <>Renews {formatDate(licence.expires_at)}</>;
          return (
            <>
              {licence.status === 'expired' ? 'Expired' : 'Expires'}{' '}
              {formatDate(licence.expires_at)}
              {isExpiringSoon(licence, new Date()) ? (
                <StatusBadge status="expiring" className="badge-inline" />
              ) : null}
            </>
          );
        },
      }),
      ...(canAssign
        ? [
            helper.display({
              id: 'actions',
              header: () => <span className="sr-only">Actions</span>,
              meta: { className: 'cell-actions' },
              cell: ({ row }) =>
                row.original.user && row.original.status !== 'expired' ? (
                  <button
                    type="button"
                    className="button button-small button-secondary"
                    onFocus={preloadDialogs}
                    onMouseEnter={preloadDialogs}
                    onClick={() => setUnassigning(row.original)}
                  >
                    Unassign
                    <span className="sr-only">
                      {' '}
                      {row.original.name} from {row.original.user?.name}
                    </span>
                  </button>
                ) : null,
            }),
          ]
        : []),
    ]);
    // `assign` reads only stable values and state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canAssign, without, busy]);

  return (
    <>
      {!canAssign ? (
        <ReadOnlyNote>
          Only {describeRoles('updateCouncilLicence')} can assign licences.
        </ReadOnlyNote>
      ) : null}
      <QueryState
        query={licences}
        label="licences"
        operation="listCouncilLicences"
        isEmpty={(d) => d.data.length === 0}
        empty={<p>{councilName} has no licences. A subscription plan brings them.</p>}
      >
        {(data) => (
          <>
            <LicenceSummary
              summary={summariseLicences(data.data, new Date())}
              withoutLicence={canAssign && members.data ? without.length : null}
            />
            <ConsoleSection id="licence-table" title="All licences">
              <DataTable
                caption={`Licences of ${councilName}`}
                columns={columns}
                data={data.data}
                rowClassName={(l) => (l.status === 'expired' ? 'row-muted' : undefined)}
              />
            </ConsoleSection>
            {canAssign ? (
              <ConsoleSection
                id="without-licence"
                title="Members without a licence"
                description="They cannot use the council's paid agents until they get one."
              >
                {members.isError ? (
                  <p className="alert alert-error" role="alert">
                    {errorText(members.error, { rule: 'council' })}{' '}
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => void members.refetch()}
                    >
                      Try again
                    </button>
                  </p>
                ) : without.length === 0 ? (
                  <p className="muted">
                    {members.isPending ? 'Loading members…' : 'Every member has a licence.'}
                  </p>
                ) : (
                  <ul className="chips" aria-label="Members without a licence">
                    {without.map((member) => (
                      <li key={member.id} className="badge">
                        {member.name}
                      </li>
                    ))}
                  </ul>
                )}
              </ConsoleSection>
            ) : null}
          </>
        )}
      </QueryState>
      <Confirm
        open={unassigning !== null}
        onOpenChange={(open) => !open && setUnassigning(null)}
        title="Unassign this licence?"
        confirmLabel="Unassign licence"
        onConfirm={() => assign(unassigning!, null)}
      >
        <p>
          {unassigning?.user?.name} loses {unassigning?.name} and the paid agents it gives. You can
          assign it again at any time.
        </p>
      </Confirm>
    </>
  );
}
