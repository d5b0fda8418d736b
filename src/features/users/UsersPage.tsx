import { useListCouncilUsers } from '@/generated/api/council-users/council-users';
import { CouncilTable, PagePlaceholder } from '@/features/common/PagePlaceholder';
import { useCurrentCouncilId } from '@/features/common/use-current-council';
import { formatDate } from '@/lib/constants/dates';

/** Users (placeholder): the current council's members and invitations. */
export default function UsersPage() {
  const council = useCurrentCouncilId();
  const query = useListCouncilUsers(council ?? 0, undefined, { query: { enabled: council !== null } });
  return (
    <PagePlaceholder title="Users" description="Members of your council, their roles and invitations.">
      <CouncilTable
        council={council}
        query={query}
        empty="No members yet."
        columns={[
          { header: 'Name', cell: (user) => user.name },
          { header: 'Email', cell: (user) => user.email },
          { header: 'Role', cell: (user) => user.role },
          { header: 'Status', cell: (user) => user.status },
          { header: 'Joined', cell: (user) => formatDate(user.joined_at) || '—' },
        ]}
      />
    </PagePlaceholder>
  );
}
