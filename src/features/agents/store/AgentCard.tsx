import { Link } from 'react-router';
import type { Agent } from '@/generated/model';
import { formatMoney, priceTermsShort, priceTermsText } from '@/lib/money';
import { AgentAvatar } from '@/features/agents/ui/AgentAvatar';

/** A store card: the name is the link to the detail; the whole card is its target. */
export function AgentCard({
  agent,
  to,
  onIntent,
}: {
  agent: Agent;
  to: string;
  onIntent?: () => void;
}) {
  return (
    <li className="store-card" data-agent-id={agent.id}>
      <div className="store-card-head">
        <AgentAvatar name={agent.name} url={agent.avatar_url} />
        <h2 className="store-card-title">
          <Link className="store-card-link" to={to} onMouseEnter={onIntent} onFocus={onIntent}>
            {agent.name}
          </Link>
        </h2>
      </div>
      <p className="store-card-desc">{agent.description}</p>
      <p className="store-card-meta">
        <span className="badge">{agent.category?.name ?? 'Uncategorised'}</span>
        <span className="agent-price" title={priceTermsText(agent.price_terms) || undefined}>
          {agent.pricing === 'free' ? 'Free' : formatMoney(agent.price, agent.currency)}
          {agent.price_terms ? (
            <span className="muted small"> {priceTermsShort(agent.price_terms)}</span>
          ) : null}
        </span>
        {agent.is_added && <span className="badge badge-added">Added</span>}
      </p>
    </li>
  );
}
