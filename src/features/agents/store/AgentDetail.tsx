import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAddAgent } from '@/generated/api/agents/agents';
import { queryKeys } from '@/lib/query/keys';
import { toolsQuery } from '@/lib/query/dictionary-queries';
import { agentQuery } from '@/features/agents/data/queries';
import type { Agent } from '@/generated/model';
import { formatMoney, priceTermsText } from '@/lib/money';
import { AgentAvatar } from '@/features/agents/ui/AgentAvatar';
import { notifyError, notifySuccess } from '@/features/agents/ui/announce';
import { useOpenChat } from '@/features/agents/ui/open-chat';
import { agentJoinedList } from '@/features/agents/data/agent-cache';
import { errorText } from '@/lib/errors';
import { formatDate } from '@/lib/constants/dates';
import { BuyPanel } from './BuyPanel';

/** One agent of the store: what it is and does, and the one action that fits (Open chat, Add, Add back or Buy). */
export function AgentDetail({ agentId, backTo }: { agentId: number; backTo: string }) {
  const query = useQuery(agentQuery(agentId));
  const heading = useRef<HTMLHeadingElement>(null);
  const agent = query.data?.data;
  // Opening an agent moves the focus to its name, as a new page would.
  useEffect(() => {
    if (agent) heading.current?.focus();
  }, [agent?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      <p>
        <Link className="link" to={backTo}>
          ← Back to the app store
        </Link>
      </p>
      {query.isPending && (
        <p className="muted" role="status">
          Loading the agent…
        </p>
      )}
      {query.isError && (
        <div className="alert alert-error" role="alert">
          <h1 id="page-title">Agent not available</h1>
          <p>{errorText(query.error, 'Request failed')}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void query.refetch()}
          >
            Try again
          </button>
        </div>
      )}
      {agent && (
        <article className="agent-detail" aria-labelledby="page-title">
          <div className="agent-detail-main">
            <div className="agent-detail-head">
              <AgentAvatar name={agent.name} url={agent.avatar_url} size="large" />
              <div>
                <h1 id="page-title" ref={heading} tabIndex={-1}>
                  {agent.name}
                </h1>
                <p className="muted small">By {agent.author.name}</p>
              </div>
            </div>
            <p>{agent.description}</p>
            <AgentFacts agent={agent} />
          </div>
          <aside className="agent-detail-side" aria-label="Get this agent">
            <p className="agent-price" style={{ fontSize: '1.4rem' }}>
              {agent.pricing === 'free' ? 'Free' : formatMoney(agent.price, agent.currency)}
            </p>
            {agent.price_terms ? (
              <p className="muted small" data-testid="price-terms">
                {priceTermsText(agent.price_terms)}
              </p>
            ) : null}
            <AgentAction agent={agent} />
          </aside>
        </article>
      )}
    </>
  );
}

function AgentFacts({ agent }: { agent: Agent }) {
  const tools = useQuery(toolsQuery());
  const toolName = (slug: string) =>
    tools.data?.data.find((tool) => tool.slug === slug)?.name ?? slug;
  return (
    <dl className="agent-facts">
      <dt>Category</dt>
      <dd>{agent.category?.name ?? 'Uncategorised'}</dd>
      <dt>Model</dt>
      <dd>
        {agent.model
          ? `${agent.model.name} (${agent.model.provider_name})`
          : 'The platform’s default model'}
      </dd>
      <dt>What it can do</dt>
      <dd>
        {agent.tools.length === 0 ? (
          'Answers from its instructions and knowledge; no external tools.'
        ) : (
          <ul className="chip-list" aria-label="Tools it can use">
            {agent.tools.map((slug) => (
              <li key={slug} className="badge">
                {toolName(slug)}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt>Knowledge</dt>
      <dd>
        {agent.files_count === 0
          ? 'No documents'
          : `${agent.files_count} ${agent.files_count === 1 ? 'document' : 'documents'}`}
      </dd>
      {agent.published_at && (
        <>
          <dt>Published</dt>
          <dd>{formatDate(agent.published_at)}</dd>
        </>
      )}
    </dl>
  );
}

function AgentAction({ agent }: { agent: Agent }) {
  const queryClient = useQueryClient();
  const openChat = useOpenChat();
  const add = useAddAgent();
  // Once an order is placed here, the buy panel stays: paying makes the agent the user's (is_added,
  // is_purchased), and the refetch that says so must not unmount the payment step under the
  // user's click on Done, nor its confirmation.
  const [orderedHere, setOrderedHere] = useState(false);
  const buyPanel = <BuyPanel agent={agent} onOrdered={() => setOrderedHere(true)} />;
  if (orderedHere) return buyPanel;

  if (agent.is_added) {
    return (
      <>
        <p className="badge badge-added">In your agents</p>
        <button type="button" className="button" onClick={() => openChat(agent.id)}>
          Open chat
        </button>
      </>
    );
  }

  const addIt = () =>
    add.mutate(
      { agent: agent.id },
      {
        onSuccess: (response) => {
          agentJoinedList(queryClient, response.data);
          queryClient.setQueryData(queryKeys.agent(agent.id), {
            data: { ...agent, is_added: true },
          });
          notifySuccess(`${agent.name} was added to your agents`, {
            action: { label: 'Open chat', onClick: () => openChat(agent.id) },
          });
        },
        onError: (error) =>
          notifyError(`Could not add ${agent.name}`, errorText(error, 'Request failed')),
      },
    );

  if (agent.pricing === 'free' || agent.is_purchased) {
    return (
      <>
        {agent.is_purchased && (
          <p className="small">You bought this agent before: adding it back costs nothing.</p>
        )}
        <button
          type="button"
          className="button"
          onClick={addIt}
          disabled={add.isPending}
          aria-busy={add.isPending || undefined}
        >
          {add.isPending
            ? 'Adding…'
            : agent.is_purchased
              ? 'Add back to my agents'
              : 'Add to my agents'}
        </button>
        {add.isError && (
          <p className="field-error" role="alert">
            {errorText(add.error, 'Request failed')}
          </p>
        )}
      </>
    );
  }
  return buyPanel;
}
