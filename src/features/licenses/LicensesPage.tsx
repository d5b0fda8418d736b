import { useListCouncilLicences } from '@/generated/api/licences/licences';
import { CouncilTable, PagePlaceholder } from '@/features/common/PagePlaceholder';
import { useCurrentCouncilId } from '@/features/common/use-current-council';
import { formatDate } from '@/lib/constants/dates';

/** Licences (placeholder): the current council's licences and who holds them. */
export default function LicensesPage() {
  const council = useCurrentCouncilId();
  const query = useListCouncilLicences(council ?? 0, { query: { enabled: council !== null } });
  return (
    <PagePlaceholder title="Licences" description="Seats of your council's subscription and who uses them.">
      <CouncilTable
        council={council}
        query={query}
        empty="This council has no licences."
        columns={[
          { header: 'Licence', cell: (licence) => licence.name },
          { header: 'Holder', cell: (licence) => licence.user?.name ?? 'Unassigned' },
          { header: 'Status', cell: (licence) => licence.status },
          { header: 'Expires', cell: (licence) => formatDate(licence.expires_at) || '—' },
        ]}
      />
    </PagePlaceholder>
  );
}
