import { Link } from 'react-router';
import type { UserAgent } from '@/generated/model';
import { useMyAgents, usePinAgent } from '@/features/agents/data/agent-actions';
import { useRemoveAgentFlow } from '@/features/agents/my-agents/RemoveAgent';
import { formatDate } from '@/lib/constants/dates';
import { paths } from '@/lib/routes/paths';
import { AgentAvatar } from '../ui/AgentAvatar';
import { LiveRegion } from '../ui/announce';
import { useOpenChat } from '../ui/open-chat';
import { QueryState } from '@/components/QueryState';
import { SkeletonCards } from '../ui/SkeletonCards';
import '../ui/agents.css';

const GROUPS: readonly { source: UserAgent['source']; title: string; note: string }[] = [
  { source: 'free', title: 'Added for free', note: 'Free agents you added from the app store.' },
  {
    source: 'purchased',
    title: 'Purchased',
    note: 'Agents you bought. Removed by mistake? Add them back from the app store at no charge.',
  },
  {
    source: 'council',
    title: 'From your councils',
    note: 'Agents your councils give you. Hiding one keeps it available to add back.',
  },
];

/** My agents: the user's agents by where they came from, to pin, remove or chat with. */
export default function AgentsPage() {
  const { query, agents } = useMyAgents();
  const pin = usePinAgent();
  const { remove, confirmation } = useRemoveAgentFlow();
  const openChat = useOpenChat();

  return (
    <section className="page agents-page" aria-labelledby="page-title">
      <LiveRegion />
      <header className="page-header">
        <div>
          <h1 id="page-title">My agents</h1>
          <p className="muted">
            The agents you added, bought or got from your councils. Pinned ones come first in the
            chat.
          </p>
        </div>
        <Link className="button button-secondary" to={paths.appStore.href()}>
          Find more in the app store
        </Link>
      </header>
      <QueryState
        query={query}
        isEmpty={agents.length === 0}
        loading={<SkeletonCards label="Loading your agents…" />}
        empty={
          <>
            <p>You have no agents yet.</p>
            <p>
              <Link className="button" to={paths.appStore.href()}>
                Browse the app store
              </Link>
            </p>
          </>
        }
      >
        <div className="agent-groups">
          {GROUPS.map((group) => {
            const members = agents.filter((agent) => agent.source === group.source);
            if (members.length === 0) return null;
            const headingId = `group-${group.source}`;
            return (
              <section key={group.source} className="agent-group" aria-labelledby={headingId}>
                <h2 id={headingId}>
                  {group.title} <span className="muted small">({members.length})</span>
                </h2>
                <p className="muted small">{group.note}</p>
                <ul className="agent-grid">
                  {members.map((agent) => (
                    <MyAgentCard
                      key={agent.id}
                      agent={agent}
                      onOpen={() => openChat(agent.id)}
                      onPin={() => pin(agent)}
                      onRemove={() => remove(agent)}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </QueryState>
      {confirmation}
    </section>
  );
}

function MyAgentCard({
  agent,
  onOpen,
  onPin,
  onRemove,
}: {
  agent: UserAgent;
  onOpen: () => void;
  onPin: () => void;
  onRemove: () => void;
}) {
  const name = agent.agent.name;
  return (
    <li className="store-card" data-agent-id={agent.id}>
      <div className="store-card-head">
        <AgentAvatar name={name} url={agent.agent.avatar_url} />
        <h3 className="store-card-title">{name}</h3>
      </div>
      <p className="store-card-desc">{agent.agent.description}</p>
      <p className="store-card-meta">
        <span className="badge">{agent.agent.category?.name ?? 'Uncategorised'}</span>
        {agent.is_pinned && <span className="badge badge-added">Pinned</span>}
        <span className="muted small">Added {formatDate(agent.added_at)}</span>
      </p>
      <div className="store-card-actions">
        <button
          type="button"
          className="button"
          onClick={onOpen}
          aria-label={`Open chat with ${name}`}
        >
          Open chat
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-pressed={agent.is_pinned}
          aria-label={agent.is_pinned ? `Unpin ${name}` : `Pin ${name}`}
          onClick={onPin}
        >
          {agent.is_pinned ? 'Unpin' : 'Pin'}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={onRemove}
          aria-label={`${agent.source === 'council' ? 'Hide' : 'Remove'} ${name}`}
        >
          {agent.source === 'council' ? 'Hide' : 'Remove'}
        </button>
      </div>
    </li>
  );
}
