import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Agent } from '@/generated/model';
import { paths } from '@/lib/routes/paths';
import { useUserProfile } from '@/lib/session/auth-context';
import { AgentAvatar } from '@/features/agents/ui/AgentAvatar';
import { LiveRegion } from '@/features/agents/ui/announce';
import { QueryState } from '@/components/QueryState';
import { SkeletonCards } from '@/features/agents/ui/SkeletonCards';
import '@/features/agents/ui/agents.css';
import { AgentEditor } from './AgentEditor';
import { agentQuery } from '@/features/agents/data/queries';
import { builderAgentsQuery } from './queries';

/** The agent builder: the agents you (or your council) authored, to create, edit, give knowledge, publish or delete. */
export default function ManageAgentsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const list = useQuery(builderAgentsQuery());
  const selected = Number(params.get('agent')) || null;
  const creating = params.get('new') === '1';
  const agents = list.data?.data ?? [];
  // A new agent's editor stays the same editor once the agent is created and gets its address
  // (?new=1 becomes ?agent=ID): remounting it there lost what was typed while it was saved. The
  // next "New agent" gets a fresh one.
  const [pane, setPane] = useState<{ n: number; adopted: number | null }>({ n: 0, adopted: null });
  if (creating && pane.adopted !== null) setPane({ n: pane.n + 1, adopted: null });

  return (
    <section className="page agents-page" aria-labelledby="page-title">
      <LiveRegion />
      <header className="page-header">
        <div>
          <h1 id="page-title">Manage agents</h1>
          <p className="muted">
            Build agents: instructions, tools, knowledge files and price; publish them to the app
            store.
          </p>
        </div>
        <Link className="button" to="?new=1">
          New agent
        </Link>
      </header>
      <div className="builder">
        <nav aria-label="Your agents">
          <QueryState
            query={list}
            isEmpty={agents.length === 0}
            loading={<SkeletonCards label="Loading your agents…" />}
            empty={
              <>
                <p>You have not built an agent yet.</p>
                <Link className="button" to="?new=1">
                  Create your first agent
                </Link>
              </>
            }
          >
            <ul className="builder-list">
              {agents.map((agent) => (
                <li key={agent.id}>
                  <Link
                    to={`?agent=${agent.id}`}
                    aria-current={agent.id === selected ? 'page' : undefined}
                  >
                    <AgentAvatar name={agent.name} url={agent.avatar_url} size="small" />
                    <span className="builder-name">{agent.name}</span>
                    <span
                      className={`badge${agent.status === 'draft' ? ' badge-draft' : ' badge-added'}`}
                    >
                      {agent.status === 'draft' ? 'Draft' : 'Published'}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </QueryState>
        </nav>
        {creating || selected !== null ? (
          <AgentPane
            key={creating || selected === pane.adopted ? `new-${pane.n}` : `agent-${selected}`}
            agentId={creating ? null : selected}
            onCreated={(agent) => {
              setPane({ n: pane.n, adopted: agent.id });
              void navigate(`?agent=${agent.id}`, { replace: true });
            }}
            onDeleted={() => void navigate('?')}
          />
        ) : (
          <div className="builder-panel">
            <h2>Choose an agent</h2>
            <p className="muted">
              Pick one of your agents to edit it, or create a new one. New agents start as drafts
              only you can see.
            </p>
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * The editor of a new agent (no id yet) or of an agent by its id. The editor is the one element
 * either way, so it stays mounted when a new agent gets its id; a failed refetch of an agent on
 * screen leaves it (and what is typed in it) in place.
 */
function AgentPane({
  agentId,
  onCreated,
  onDeleted,
}: {
  agentId: number | null;
  onCreated: (agent: Agent) => void;
  onDeleted: () => void;
}) {
  const profile = useUserProfile();
  const query = useQuery({ ...agentQuery(agentId ?? 0), enabled: agentId !== null });
  if (agentId === null)
    return <AgentEditor agent={null} onSaved={onCreated} onDeleted={onDeleted} />;
  const agent = query.data?.data;
  if (!agent)
    return (
      <QueryState query={query} label="the agent">
        {() => null}
      </QueryState>
    );
  if (agent.author.id !== profile?.id) return <ReadOnlyAgent agent={agent} />;
  return <AgentEditor agent={agent} onSaved={() => undefined} onDeleted={onDeleted} />;
}

/** A council's agent someone else authored: only its author edits it. */
function ReadOnlyAgent({ agent }: { agent: Agent }) {
  return (
    <div className="builder-panel">
      <h2>{agent.name}</h2>
      <p>{agent.description}</p>
      <p className="muted small">
        {agent.council_id === null
          ? `Built by ${agent.author.name}. Only its author can edit it.`
          : `Built by ${agent.author.name} for your council. Only its author can edit it; the council’s settings for it are in Council management.`}
      </p>
      <p>
        <Link className="link" to={paths.appStore.href({ search: { agent: agent.id } })}>
          See it in the app store
        </Link>
      </p>
    </div>
  );
}
