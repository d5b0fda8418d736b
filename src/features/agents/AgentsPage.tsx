import { toast } from 'sonner';
import { useListProfileAgents } from '@/generated/api/profile/profile';
import { useAuthStore } from '@/features/auth/auth-context';
import { PagePlaceholder, QueryState } from '@/features/common/PagePlaceholder';
import { formatDate } from '@/lib/constants/dates';

/** My agents (placeholder): the user's agents with their pin state. */
export default function AgentsPage() {
  const query = useListProfileAgents();
  const auth = useAuthStore();

  const togglePin = async (agentId: number, pinned: boolean) => {
    const result = await auth.setAgentPinned(agentId, !pinned);
    if (!result.success) toast.error(result.message);
  };

  return (
    <PagePlaceholder title="My agents" description="The agents you added, bought or got from your councils.">
      <QueryState query={query} empty="You have no agents yet. Find some in the App store." isEmpty={(d) => d.data.length === 0}>
        {(data) => (
          <ul className="card-list">
            {[...data.data]
              .sort((a, b) => Number(b.is_pinned) - Number(a.is_pinned))
              .map((entry) => (
                <li key={entry.id} className="card">
                  <div>
                    <strong>{entry.agent.name}</strong>
                    <p className="muted">{entry.agent.description}</p>
                    <p className="muted small">
                      Added {formatDate(entry.added_at)} · {entry.source}
                      {entry.is_pinned && entry.pinned_at ? ` · pinned ${formatDate(entry.pinned_at)}` : ''}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-pressed={entry.is_pinned}
                    onClick={() => void togglePin(entry.id, entry.is_pinned)}
                  >
                    {entry.is_pinned ? 'Unpin' : 'Pin'}
                  </button>
                </li>
              ))}
          </ul>
        )}
      </QueryState>
    </PagePlaceholder>
  );
}
