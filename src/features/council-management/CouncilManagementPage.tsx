import { useGetCouncil } from '@/generated/api/councils/councils';
import { NoCouncil, PagePlaceholder, QueryState } from '@/features/common/PagePlaceholder';
import { useCurrentCouncilId } from '@/features/common/use-current-council';
import { formatDate } from '@/lib/constants/dates';

/** Council management (placeholder): the current council's details. */
export default function CouncilManagementPage() {
  const council = useCurrentCouncilId();
  const query = useGetCouncil(council ?? 0, { query: { enabled: council !== null } });
  return (
    <PagePlaceholder title="Council management" description="Your council's settings, members, files and join requests.">
      {council === null ? (
        <NoCouncil />
      ) : (
        <QueryState query={query} empty="">
          {({ data }) => (
            <dl className="details">
              <dt>Name</dt>
              <dd>{data.name}</dd>
              <dt>Description</dt>
              <dd>{data.description ?? '—'}</dd>
              <dt>Members</dt>
              <dd>{data.members_count}</dd>
              <dt>Agents</dt>
              <dd>{data.agents_count}</dd>
              <dt>Your role</dt>
              <dd>{data.my_role ?? '—'}</dd>
              {data.join_code ? (
                <>
                  <dt>Join code</dt>
                  <dd>
                    <code>{data.join_code}</code>
                  </dd>
                </>
              ) : null}
              <dt>Created</dt>
              <dd>{formatDate(data.created_at)}</dd>
            </dl>
          )}
        </QueryState>
      )}
    </PagePlaceholder>
  );
}
