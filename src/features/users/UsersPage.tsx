import { useListCouncilUsers } from '@/generated/api/council-users/council-users';
import { NoCouncil, PagePlaceholder, QueryState } from '@/features/common/PagePlaceholder';
import { useCurrentCouncilId } from '@/features/common/use-current-council';
import { formatDate } from '@/lib/constants/dates';

/** Users (placeholder): the current council's members and invitations. */
export default function UsersPage() {
  const council = useCurrentCouncilId();
  const query = useListCouncilUsers(council ?? 0, undefined, { query: { enabled: council !== null } });
  return (
    <PagePlaceholder title="Users" description="Members of your council, their roles and invitations.">
      {council === null ? (
        <NoCouncil />
      ) : (
        <QueryState query={query} empty="No members yet." isEmpty={(d) => d.data.length === 0}>
          {({ data }) => (
            <div className="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Email</th>
                    <th scope="col">Role</th>
                    <th scope="col">Status</th>
                    <th scope="col">Joined</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((user) => (
                    <tr key={user.id}>
                      <td>{user.name}</td>
                      <td>{user.email}</td>
                      <td>{user.role}</td>
                      <td>{user.status}</td>
                      <td>{formatDate(user.joined_at) || '—'}</td>
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
