import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MessageSearchResult } from '@/generated/model';
import { formatDate } from '@/lib/constants/dates';
import { errorText } from '@/lib/errors';
import { paths } from '@/lib/routes/paths';
import { messageSearchQuery } from '../data/sidebar-queries';

/** The API's minimum (`q` of 2 characters or more). */
export const MIN_MESSAGE_SEARCH = 2;

/** The snippet with its matched ranges marked. */
function Snippet({ result }: { result: MessageSearchResult }) {
  const parts: (string | { mark: string })[] = [];
  let at = 0;
  for (const { offset, length } of result.highlights) {
    if (offset < at) continue;
    parts.push(result.snippet.slice(at, offset), {
      mark: result.snippet.slice(offset, offset + length),
    });
    at = offset + length;
  }
  parts.push(result.snippet.slice(at));
  return (
    <span className="message-hit-snippet">
      {parts.map((part, i) => (typeof part === 'string' ? part : <mark key={i}>{part.mark}</mark>))}
    </span>
  );
}

export interface HitGroup {
  threadId: number;
  title: string;
  hits: MessageSearchResult[];
}

/**
 * The results grouped by their chat, in the order each chat first appears (the newest match first):
 * one chat's title once, over all its matches, instead of the same (often cut) title repeated.
 */
export function groupByThread(results: readonly MessageSearchResult[]): HitGroup[] {
  const groups = new Map<number, HitGroup>();
  for (const result of results) {
    let group = groups.get(result.thread_id);
    if (!group)
      groups.set(
        result.thread_id,
        (group = { threadId: result.thread_id, title: result.thread_title, hits: [] }),
      );
    group.hits.push(result);
  }
  return [...groups.values()];
}

/** Where a result opens: its thread at its message (with the cursor of the page that holds it). */
export function resultHref(result: MessageSearchResult): string {
  const params = new URLSearchParams({ message: String(result.id) });
  if (result.cursor) params.set('cursor', result.cursor);
  return paths.chat.href({ threadId: result.thread_id, search: params.toString() });
}

/** Messages whose text holds the search, under their chat's title: agent, date and snippet; a result opens the thread at it. */
export function MessageResults({ term, onNavigate }: { term: string; onNavigate?: () => void }) {
  const enabled = term.length >= MIN_MESSAGE_SEARCH;
  const query = useInfiniteQuery({
    ...messageSearchQuery(term),
    enabled,
    placeholderData: (previous) => previous,
  });
  const results = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.meta.total ?? 0;

  return (
    <section className="side-section" aria-labelledby="message-results-heading">
      <h2 id="message-results-heading" className="side-heading">
        In messages{query.isSuccess && total > 0 ? ` (${total})` : ''}
      </h2>
      <ul className="message-hits" aria-busy={query.isFetching} aria-label="Messages that match">
        {!enabled && (
          <li className="muted list-note">
            Type at least {MIN_MESSAGE_SEARCH} characters to search inside messages.
          </li>
        )}
        {enabled && query.isPending && <li className="muted list-note">Searching…</li>}
        {query.isError && (
          <li className="list-note">
            {errorText(query.error)}{' '}
            <button type="button" className="link-button" onClick={() => void query.refetch()}>
              Try again
            </button>
          </li>
        )}
        {enabled && query.isSuccess && results.length === 0 && (
          <li className="muted list-note">No message contains “{term}”.</li>
        )}
        {groupByThread(results).map((group) => (
          <li key={group.threadId} className="message-hit-group">
            {/* Seen once per chat; each link below still names its chat to a screen reader. */}
            <p className="message-hit-title" title={group.title} aria-hidden="true">
              {group.title}
              {group.hits.length > 1 && (
                <span className="message-hit-count"> · {group.hits.length} matches</span>
              )}
            </p>
            <ul className="message-hits">
              {group.hits.map((result) => (
                <li key={result.id}>
                  <Link className="message-hit" to={resultHref(result)} onClick={onNavigate}>
                    <span className="sr-only">{result.thread_title}: </span>
                    <span className="message-hit-meta">
                      {result.role === 'user' ? `You to ${result.agent.name}` : result.agent.name} ·{' '}
                      <time dateTime={result.created_at}>
                        {formatDate(new Date(result.created_at))}
                      </time>
                    </span>
                    <Snippet result={result} />
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
        {query.hasNextPage && (
          <li>
            <button
              type="button"
              className="link-button"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? 'Loading…' : 'More results'}
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}
