import { useListAgents } from '@/generated/api/agents/agents';
import { formatMoney, PagePlaceholder, QueryState } from '@/features/common/PagePlaceholder';
import { APP_STORE_LIST_PARAMS } from './queries';

/** App store (placeholder): the published agents, free or paid. */
export default function AppStorePage() {
  const query = useListAgents(APP_STORE_LIST_PARAMS);
  return (
    <PagePlaceholder title="App store" description="Agents you can add for free or buy.">
      <QueryState query={query} empty="No agents are published yet." isEmpty={(d) => d.data.length === 0}>
        {(data) => (
          <>
            <p className="muted small">{data.meta.total} agents</p>
            <ul className="card-grid" data-testid="app-store-agents">
              {data.data.map((agent) => (
                <li key={agent.id} className="card">
                  <strong>{agent.name}</strong>
                  <p className="muted">{agent.description}</p>
                  <p className="small">
                    <span className="badge">{agent.category?.name ?? 'Uncategorised'}</span>{' '}
                    {agent.pricing === 'free' ? 'Free' : formatMoney(agent.price, agent.currency)}
                    {agent.is_added ? ' · added' : ''}
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </PagePlaceholder>
  );
}
