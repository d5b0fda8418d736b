import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { getGetThreadUrl, useCreateThread } from '@/generated/api/threads/threads';
import type { Thread } from '@/generated/model';
import { myAgentsQuery, sortAgents } from '@/features/agents';
import { paths } from '@/lib/routes/paths';
import { Composer } from './conversation/Composer';
import { MESSAGES_PAGE_SIZE, threadKey, type ThreadPages } from './data/thread-cache';
import { afterThreadsChanged } from '@/lib/query/refresh';
import { addFiles } from './state/attachments';
import { moveDraft, restoreDraft } from './state/drafts';
import { errorText } from '@/lib/errors';
import { useOptionalUserProfile } from '@/lib/session/auth-context';
import { sendMessage } from './state/outbox';

/**
 * The invitations of a user in no council. The councils feature (its panel, forms and their zod
 * rules) loads only for such a user: imported statically, its index brought all of it into the
 * chat's first load.
 */
const CouncilInvitations = lazy(() =>
  import('@/features/council').then((module) => ({ default: module.NoCouncilInvitations })),
);

const NO_ATTACHMENTS: never[] = [];

/** An empty thread in the cache, so the conversation opens at once and the first message lands in it. */
function seedThread(thread: Thread): ThreadPages {
  return {
    pageParams: [undefined],
    pages: [
      {
        data: thread,
        messages: {
          data: [],
          links: { first: null, last: null, prev: null, next: null },
          meta: {
            path: getGetThreadUrl(thread.id),
            per_page: MESSAGES_PAGE_SIZE,
            next_cursor: null,
            prev_cursor: null,
          },
        },
      },
    ],
  };
}

/**
 * `/chat` without a thread: pick one of your agents (pinned first; `?agent=` preselects one) and
 * write. The thread is created (`POST /api/threads`) when the first message or file is sent, so
 * no empty chats pile up.
 */
export function NewChat({
  sidebarToggle,
  composerRef,
}: {
  sidebarToggle?: ReactNode;
  composerRef?: RefObject<HTMLTextAreaElement | null>;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const profile = useOptionalUserProfile();
  const noCouncil = profile !== null && profile.councils.length === 0;
  // Kept once shown: accepting an invitation here says so in its place (the councils feature).
  const [invitations, setInvitations] = useState(noCouncil);
  if (noCouncil && !invitations) setInvitations(true);
  const agents = useQuery(myAgentsQuery());
  const { mutateAsync: create } = useCreateThread();
  const [chosen, setChosen] = useState<number | null>(null);
  const creating = useRef<Promise<number> | null>(null);

  const sorted = sortAgents(agents.data?.data ?? []);
  const requested = Number(params.get('agent'));
  const agentId =
    chosen ?? (sorted.some((a) => a.id === requested) ? requested : (sorted[0]?.id ?? null));
  const agent = sorted.find((a) => a.id === agentId);

  const ensureThread = (): Promise<number> => {
    if (agentId === null) return Promise.reject(new Error('Pick an agent first'));
    creating.current ??= create({ data: { agent_id: agentId } }).then(
      (response) => {
        queryClient.setQueryData(threadKey(response.data.id), seedThread(response.data));
        void afterThreadsChanged(queryClient);
        return response.data.id;
      },
      (error: unknown) => {
        creating.current = null;
        throw error;
      },
    );
    return creating.current;
  };

  const onSubmit = (text: string): boolean => {
    const content = text.trim();
    if (content === '' || agentId === null) return false;
    ensureThread().then(
      (threadId) => {
        void sendMessage(queryClient, threadId, content);
        void navigate(paths.chat.href({ threadId }));
      },
      (error: unknown) => {
        restoreDraft('new', content);
        toast.error('Could not start the chat', { description: errorText(error) });
      },
    );
    return true;
  };

  const onFiles = (files: File[]) => {
    ensureThread().then(
      (threadId) => {
        moveDraft('new', threadId);
        addFiles(threadId, files);
        void navigate(paths.chat.href({ threadId }));
      },
      (error: unknown) =>
        toast.error('Could not start the chat', { description: errorText(error) }),
    );
  };

  return (
    <section className="conversation new-chat-view" aria-labelledby="new-chat-title">
      <header className="conv-header">
        {sidebarToggle}
        <div className="conv-title">
          <h1 id="new-chat-title">New chat</h1>
          {agent && <span className="muted conv-agent">with {agent.agent.name}</span>}
        </div>
      </header>
      <div className="new-chat-body">
        {invitations && (
          <Suspense fallback={null}>
            <CouncilInvitations />
          </Suspense>
        )}
        {agents.isPending && <p className="muted">Loading your agents…</p>}
        {agents.isError && <p role="alert">Failed to fetch agents</p>}
        {agents.isSuccess && sorted.length === 0 && (
          <div className="empty-state">
            <h2>You have no agents yet</h2>
            <p className="muted">Add one from the app store to start chatting.</p>
            <Link className="button" to={paths.appStore.href()}>
              Open the app store
            </Link>
          </div>
        )}
        {sorted.length > 0 && (
          <fieldset className="agent-picker">
            <legend>Who do you want to talk to?</legend>
            <div className="agent-grid">
              {sorted.map((a) => (
                <label key={a.id} className={`agent-card${a.id === agentId ? ' is-selected' : ''}`}>
                  <input
                    type="radio"
                    name="agent"
                    value={a.id}
                    checked={a.id === agentId}
                    onChange={() => setChosen(a.id)}
                  />
                  <span className="agent-avatar" aria-hidden="true">
                    {a.agent.name.charAt(0).toUpperCase()}
                  </span>
                  <span className="agent-card-text">
                    <strong>
                      {a.agent.name}
                      {a.is_pinned && <span className="sr-only"> (pinned)</span>}
                    </strong>
                    <span className="muted">{a.agent.description}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </div>
      {agentId !== null && (
        <Composer
          draftKey="new"
          attachments={NO_ATTACHMENTS}
          onFiles={onFiles}
          onRemoveAttachment={() => undefined}
          onSubmit={onSubmit}
          placeholder={`Message ${agent?.agent.name ?? 'the agent'}…`}
          textareaRef={composerRef}
          autoFocus
        />
      )}
    </section>
  );
}
