import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { UserAgent } from '@/generated/model';
import { PinIcon } from '@/components/icons';
import { RowMenu } from '@/components/RowMenu';
import { paths } from '@/lib/routes/paths';
import { useMyAgents, usePinAgent } from '../data/agent-actions';
import { useRemoveAgentFlow } from '../my-agents/RemoveAgent';

/** Agents shown folded when none is pinned, so that there is always one to start a chat with. */
const UNPINNED_FOLDED = 3;
const SHOW_ALL_KEY = 'council-chat:show-all-agents';

function readShowAll(): boolean {
  try {
    return localStorage.getItem(SHOW_ALL_KEY) === '1';
  } catch {
    return false;
  }
}

function AgentRow({
  agent,
  onStart,
  onPin,
  onRemove,
}: {
  agent: UserAgent;
  onStart: () => void;
  onPin: () => void;
  onRemove: () => void;
}) {
  const name = agent.agent.name;
  return (
    <li className={`agent-item${agent.is_pinned ? ' is-pinned' : ''}`} data-agent-id={agent.id}>
      <button
        type="button"
        className="agent-start"
        onClick={onStart}
        title={`New chat with ${name}`}
      >
        <span className="agent-avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="agent-name">{name}</span>
      </button>
      <button
        type="button"
        className={`icon-button pin-button${agent.is_pinned ? ' is-on' : ''}`}
        aria-pressed={agent.is_pinned}
        aria-label={agent.is_pinned ? `Unpin ${name}` : `Pin ${name}`}
        title={agent.is_pinned ? 'Unpin' : 'Pin'}
        onClick={onPin}
      >
        <PinIcon filled={agent.is_pinned} />
      </button>
      <RowMenu label={`Actions for ${name}`}>
        {(Menu) => (
          <>
            <Menu.Item className="menu-item" onSelect={onStart}>
              New chat
            </Menu.Item>
            <Menu.Item className="menu-item" onSelect={onPin}>
              {agent.is_pinned ? 'Unpin' : 'Pin'}
            </Menu.Item>
            <Menu.Separator className="menu-separator" />
            <Menu.Item className="menu-item menu-item-danger" onSelect={onRemove}>
              Remove from my agents
            </Menu.Item>
          </>
        )}
      </RowMenu>
    </li>
  );
}

/**
 * The user's agents, pinned first; pick one to start a chat, pin or remove it. Folded to the pinned
 * ones (the sidebar is for finding one's chats first), plus the agent of the chat being started
 * (`?agent=`: one just added in the store is there at once); "Show all" unfolds, and the choice is kept.
 */
export function AgentsSection({ onNavigate }: { onNavigate?: () => void }) {
  const { query: agents, agents: sorted } = useMyAgents();
  const pin = usePinAgent();
  const { remove, confirmation } = useRemoveAgentFlow();
  const navigate = useNavigate();
  const [showAll, setShowAllState] = useState(readShowAll);
  const setShowAll = (value: boolean) => {
    setShowAllState(value);
    try {
      if (value) localStorage.setItem(SHOW_ALL_KEY, '1');
      else localStorage.removeItem(SHOW_ALL_KEY);
    } catch {
      // storage disabled: the choice lasts for this page
    }
  };

  const pinned = sorted.filter((a) => a.is_pinned);
  const [params] = useSearchParams();
  const starting = sorted.find((a) => String(a.id) === params.get('agent'));
  const base = pinned.length > 0 ? pinned : sorted.slice(0, UNPINNED_FOLDED);
  const folded =
    starting && !base.includes(starting)
      ? sorted.filter((a) => a === starting || base.includes(a))
      : base;
  const visible = showAll ? sorted : folded;
  const hiddenCount = sorted.length - visible.length;

  const start = (agent: UserAgent) => {
    onNavigate?.();
    void navigate(paths.chat.href({ search: { agent: agent.id } }));
  };

  return (
    <section className="side-section" aria-labelledby="agents-heading">
      <h2 id="agents-heading" className="side-heading">
        Agents
      </h2>
      {agents.isPending && <p className="muted list-note">Loading…</p>}
      {agents.isError && (
        <p className="list-note" role="alert">
          Failed to fetch agents
        </p>
      )}
      {agents.isSuccess && sorted.length === 0 && (
        <p className="muted list-note">
          No agents yet. <Link to={paths.appStore.href()}>Find one in the app store</Link>.
        </p>
      )}
      <ul className="agent-list">
        {visible.map((agent) => (
          <AgentRow
            key={agent.id}
            agent={agent}
            onStart={() => start(agent)}
            onPin={() => pin(agent)}
            onRemove={() => remove(agent)}
          />
        ))}
      </ul>
      {sorted.length > folded.length && (
        <button
          type="button"
          className="link-button side-more"
          onClick={() => setShowAll(!showAll)}
          aria-expanded={showAll}
        >
          {showAll
            ? pinned.length > 0
              ? 'Show pinned only'
              : 'Show fewer'
            : `Show all (${hiddenCount} more)`}
        </button>
      )}
      {confirmation}
    </section>
  );
}
