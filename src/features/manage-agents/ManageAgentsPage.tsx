import { useListCouncilAgents } from '@/generated/api/council-agents/council-agents';
import { NoCouncil, PagePlaceholder, QueryState } from '@/features/common/PagePlaceholder';
import { useCurrentCouncilId } from '@/features/common/use-current-council';

/** Manage agents (placeholder): the council's agents with their files, users and SharePoint link. */
export default function ManageAgentsPage() {
  const council = useCurrentCouncilId();
  const query = useListCouncilAgents(council ?? 0, { query: { enabled: council !== null } });
  return (
    <PagePlaceholder title="Manage agents" description="Configure your council's agents: instructions, files, users and SharePoint.">
      {council === null ? (
        <NoCouncil />
      ) : (
        <QueryState query={query} empty="This council has no agents yet." isEmpty={(d) => d.data.length === 0}>
          {({ data }) => (
            <ul className="card-list">
              {data.map((entry) => (
                <li key={entry.id} className="card">
                  <div>
                    <strong>{entry.agent.name}</strong>
                    <p className="muted small">
                      {entry.is_enabled ? 'Enabled' : 'Disabled'} · {entry.files_count} files · {entry.users_count} users
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      )}
    </PagePlaceholder>
  );
}
