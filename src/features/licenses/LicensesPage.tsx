import { useListCouncilLicences } from '@/generated/api/licences/licences';
import { NoCouncil, PagePlaceholder, QueryState } from '@/features/common/PagePlaceholder';
import { useCurrentCouncilId } from '@/features/common/use-current-council';
import { formatDate } from '@/lib/constants/dates';

/** Licences (placeholder): the current council's licences and who holds them. */
export default function LicensesPage() {
  const council = useCurrentCouncilId();
  const query = useListCouncilLicences(council ?? 0, { query: { enabled: council !== null } });
  return (
    <PagePlaceholder title="Licences" description="Seats of your council's subscription and who uses them.">
      {council === null ? (
        <NoCouncil />
      ) : (
        <QueryState query={query} empty="This council has no licences." isEmpty={(d) => d.data.length === 0}>
          {({ data }) => (
            <div className="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Licence</th>
                    <th scope="col">Holder</th>
                    <th scope="col">Status</th>
                    <th scope="col">Expires</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((licence) => (
                    <tr key={licence.id}>
                      <td>{licence.name}</td>
                      <td>{licence.user?.name ?? 'Unassigned'}</td>
                      <td>{licence.status}</td>
                      <td>{formatDate(licence.expires_at) || '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      )}
    </PagePlaceholder>
  );
}
