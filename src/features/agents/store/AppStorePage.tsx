import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlText } from '@/lib/ui/use-url-text';
import { categoriesQuery } from '@/lib/query/dictionary-queries';
import { agentQuery } from '@/features/agents/data/queries';
import { LiveRegion } from '@/features/agents/ui/announce';
import { usePaymentReturn } from '@/features/payments';
import { QueryState } from '@/components/QueryState';
import { SkeletonCards } from '@/features/agents/ui/SkeletonCards';
import '@/features/agents/ui/agents.css';
import { AgentCard } from './AgentCard';
import { AgentDetail } from './AgentDetail';
import { count } from '@/lib/words';
import { Pagination } from './Pagination';
import { appStoreAgentsQuery } from './queries';
import {
  listParamsOf,
  readStoreState,
  withFilter,
  writeStoreState,
  type StoreState,
} from './store-params';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The app store: published agents to add for free or buy, with search, filters and pages in the URL. */
export default function AppStorePage() {
  usePaymentReturn();
  const [params, setParams] = useSearchParams();
  const state = readStoreState(params);
  const go = (next: StoreState, replace = false) => setParams(writeStoreState(next), { replace });
  const href = (next: StoreState) => {
    const query = writeStoreState(next).toString();
    return query ? `?${query}` : '?';
  };

  return (
    <section className="page agents-page" aria-labelledby="page-title">
      <LiveRegion />
      {state.agent !== null ? (
        <AgentDetail
          key={state.agent}
          agentId={state.agent}
          backTo={href({ ...state, agent: null })}
        />
      ) : (
        <Store state={state} go={go} href={href} />
      )}
    </section>
  );
}

function Store({
  state,
  go,
  href,
}: {
  state: StoreState;
  go: (next: StoreState, replace?: boolean) => void;
  href: (next: StoreState) => string;
}) {
  const queryClient = useQueryClient();
  const categories = useQuery(categoriesQuery());
  const list = useQuery({
    ...appStoreAgentsQuery(listParamsOf(state)),
    placeholderData: (previous) => previous,
  });

  // The search box follows the URL (back button) and writes to it once typing pauses
  // (lib/ui/use-url-text.ts: what is typed is never replaced by the URL's older value).
  // Typing replaces the history entry: Back goes to the previous filter, not to each keystroke.
  const search = useUrlText({
    value: state.q,
    write: (q, at) => go(withFilter(state, { q }), at === 'pause'),
    pauseMs: SEARCH_DEBOUNCE_MS,
    keep: 'app-store-search',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.submit();
  };

  const data = list.data;
  const filtered = state.q !== '' || state.category !== null || state.price !== null;
  const prefetch = (id: number) =>
    void queryClient.prefetchQuery({ ...agentQuery(id), staleTime: 30_000 });

  return (
    <>
      <header className="page-header">
        <div>
          <h1 id="page-title">App store</h1>
          <p className="muted">Agents to add for free or buy, for yourself or your council.</p>
        </div>
      </header>

      <form className="store-filters" role="search" aria-label="Agents" onSubmit={submit}>
        <div className="field">
          <label htmlFor="store-search">Search</label>
          <input
            id="store-search"
            type="search"
            value={search.text}
            maxLength={255}
            placeholder="Name or description"
            onChange={(event) => search.setText(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="store-category">Category</label>
          <select
            id="store-category"
            value={state.category ?? ''}
            onChange={(event) =>
              go(
                withFilter(state, {
                  category: event.target.value === '' ? null : Number(event.target.value),
                }),
              )
            }
          >
            <option value="">All categories</option>
            {categories.data?.data.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
            {/* A category from a link, before the list has loaded. */}
            {state.category !== null && !categories.data && (
              <option value={state.category}>Category {state.category}</option>
            )}
          </select>
        </div>
        <fieldset className="segmented">
          <legend>Price</legend>
          {(
            [
              [null, 'All'],
              ['free', 'Free'],
              ['paid', 'Paid'],
            ] as const
          ).map(([value, label]) => (
            <label key={label}>
              <input
                type="radio"
                name="store-price"
                checked={state.price === value}
                onChange={() => go(withFilter(state, { price: value }))}
              />
              {label}
            </label>
          ))}
        </fieldset>
      </form>

      <QueryState
        query={list}
        isEmpty={(data?.data.length ?? 0) === 0}
        loading={<SkeletonCards label="Loading agents…" />}
        empty={
          filtered ? (
            <>
              <p>No agents match {state.q ? `“${state.q}”` : 'these filters'}.</p>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => go(withFilter(state, { q: '', category: null, price: null }))}
              >
                Clear search and filters
              </button>
            </>
          ) : (
            <p>No agents are published yet.</p>
          )
        }
      >
        {data && (
          <>
            <p className="store-summary" role="status" aria-live="polite">
              <span>
                {count(data.meta.total, 'agent')}
                {data.meta.last_page > 1
                  ? ` · page ${data.meta.current_page} of ${data.meta.last_page}`
                  : ''}
              </span>
              {list.isFetching && <span>Updating…</span>}
            </p>
            <ul
              className="agent-grid"
              data-testid="app-store-agents"
              aria-busy={list.isPlaceholderData || undefined}
            >
              {data.data.map((agent) => (
                <AgentCard
                  key={agent.id}
                  agent={agent}
                  to={href({ ...state, agent: agent.id })}
                  onIntent={() => prefetch(agent.id)}
                />
              ))}
            </ul>
            <Pagination
              page={data.meta.current_page}
              lastPage={data.meta.last_page}
              label="Store pages"
              hrefOf={(page) => href({ ...state, page, agent: null })}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
