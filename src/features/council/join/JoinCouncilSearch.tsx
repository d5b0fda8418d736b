import { useState, type FormEvent } from 'react';
import { useKeptText } from '@/lib/forms/kept-text';
import { count } from '@/lib/words';
import { toast } from 'sonner';
import { useAuthStore } from '@/lib/session/auth-context';
import { useQuery } from '@tanstack/react-query';
import { useRequestJoinCouncil } from '@/generated/api/councils/councils';
import type { CouncilSummary } from '@/generated/model';
import { errorText } from '@/lib/errors';
import { councilSearchQuery } from './queries';

/** Finds a council by name or join code and asks its administrators to join. */
export function JoinCouncilSearch() {
  // Kept for the tab: this panel stands on several pages, and leaving one unmounts it.
  const { text, setText } = useKeptText('join-council:text');
  const { text: q, setText: setQ } = useKeptText('join-council:q');
  const search = useQuery({ ...councilSearchQuery(q), enabled: q.length >= 2, retry: false });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };
  const results = search.data?.data ?? [];
  return (
    <div className="join-search">
      <form
        className="form form-inline"
        role="search"
        aria-label="Find a council"
        onSubmit={submit}
      >
        <div className="field">
          <label htmlFor="council-search">Council name or join code</label>
          <input
            id="council-search"
            value={text}
            minLength={2}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <button type="submit" className="button button-secondary" disabled={text.trim().length < 2}>
          Search
        </button>
      </form>
      {q.length >= 2 && search.isPending ? (
        <p className="muted" role="status">
          Searching…
        </p>
      ) : search.isError ? (
        <p className="alert alert-error" role="alert">
          {errorText(search.error, { rule: 'council' })}
        </p>
      ) : q.length >= 2 ? (
        results.length === 0 ? (
          <p className="muted" role="status">
            No council matches “{q}”.
          </p>
        ) : (
          <ul className="join-results" aria-label="Councils found">
            {results.map((council) => (
              <JoinResult
                key={council.id}
                council={council}
                code={/^[A-Z0-9]{6,32}$/.test(q) ? q : undefined}
              />
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

function JoinResult({ council, code }: { council: CouncilSummary; code?: string }) {
  const auth = useAuthStore();
  const join = useRequestJoinCouncil();
  const [sent, setSent] = useState(council.has_pending_request);
  const ask = async () => {
    try {
      const response = await join.mutateAsync({ council: council.id, data: code ? { code } : {} });
      if (response.data.status === 'approved') {
        toast.success(
          'message' in response ? response.message : `You have joined ${council.name}.`,
        );
        await auth.initProfile();
      } else {
        // Said once, where the button was (a live region), not by a toast besides.
        setSent(true);
      }
    } catch (error) {
      toast.error(errorText(error, { rule: 'council' }));
    }
  };
  return (
    <li className="join-result">
      <div>
        <strong>{council.name}</strong>
        <span className="muted"> · {count(council.members_count, 'member')}</span>
        {council.description ? <p className="muted">{council.description}</p> : null}
      </div>
      {council.is_member ? (
        <span className="badge">Member</span>
      ) : (
        <div>
          {/* Here before the request, so that its answer is announced when it fills. */}
          <span role="status">
            {sent ? (
              <span className="badge">
                Request sent
                <span className="sr-only">
                  {' '}
                  to the administrators of {council.name}: they will answer.
                </span>
              </span>
            ) : null}
          </span>
          {sent ? null : (
            <button
              type="button"
              className="button button-secondary"
              disabled={join.isPending}
              onClick={() => void ask()}
            >
              Ask to join<span className="sr-only"> {council.name}</span>
            </button>
          )}
        </div>
      )}
    </li>
  );
}
