import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { startSave } from '@/lib/forms/reset-after-save';
import { useBlocker } from 'react-router';
import {
  getGetAgentQueryKey,
  useCreateAgent,
  useDeleteAgent,
  usePublishAgent,
  useUpdateAgent,
} from '@/generated/api/agents/agents';
import type { Agent } from '@/generated/model';
import { isApiError } from '@/lib/http/api-error';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import { FormAlert } from '@/components/forms/fields';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { invalidateAgentLists } from '@/features/agents/data/agent-cache';
import { AGENTS_KEY } from '@/features/agents/data/agent-actions';
import { notifyError, notifySuccess } from '@/features/agents/ui/announce';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import {
  AGENT_FORM_FIELDS,
  agentFormError,
  agentFormSchema,
  agentToForm,
  emptyAgentForm,
  serverErrorsForForm,
  type AgentFormValues,
  type AgentRequest,
} from './agent-form';
import { AgentFields } from './AgentFields';
import { KnowledgeFiles } from './KnowledgeFiles';

const resolver = zodResolver(agentFormSchema, { error: agentFormError });

/**
 * Create or edit an agent. The form is checked with the contract's schema, the server's 422 lands
 * on its fields, and leaving with unsaved changes asks first (in-app navigation and closing the tab).
 */
export function AgentEditor({
  agent,
  onSaved,
  onDeleted,
}: {
  agent: Agent | null;
  onSaved: (agent: Agent) => void;
  onDeleted: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const create = useCreateAgent();
  const update = useUpdateAgent();
  const publish = usePublishAgent();
  const remove = useDeleteAgent();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'publish' | 'delete' | null>(null);
  const leaving = useRef(false);

  const form = useForm<AgentFormValues, unknown, AgentRequest>({
    resolver,
    defaultValues: agent ? agentToForm(agent) : emptyAgentForm,
  });
  const { handleSubmit, formState, reset, setError } = form;
  const dirty = formState.isDirty;

  // Unsaved changes are not lost by a stray navigation: ask first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving.current &&
      currentLocation.search + currentLocation.pathname !==
        nextLocation.search + nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = async (request: AgentRequest) => {
    const inFlight = startSave(form);
    setFormError(null);
    try {
      const saved = agent
        ? (await update.mutateAsync({ agent: agent.id, data: withoutCouncil(request) })).data
        : (await create.mutateAsync({ data: request })).data;
      queryClient.setQueryData(getGetAgentQueryKey(saved.id), { data: saved });
      void invalidateAgentLists(queryClient);
      inFlight.reset(agentToForm(saved));
      notifySuccess(agent ? `${saved.name} saved` : `${saved.name} created as a draft`);
      leaving.current = true;
      onSaved(saved);
      leaving.current = false;
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const unplaced = applyServerErrors(
          setError,
          serverErrorsForForm(error.errors),
          AGENT_FORM_FIELDS,
        );
        setFormError(
          unplaced[0] ?? (Object.keys(error.errors).length === 0 ? error.message : null),
        );
        notifyError('The agent was not saved', 'check the highlighted fields');
      } else {
        const text = errorText(error, 'Request failed');
        setFormError(text);
        notifyError('The agent was not saved', text);
      }
    }
  };

  const doPublish = async () => {
    if (!agent) return;
    try {
      const published = (await publish.mutateAsync({ agent: agent.id })).data;
      queryClient.setQueryData(getGetAgentQueryKey(published.id), { data: published });
      void invalidateAgentLists(queryClient);
      notifySuccess(`${published.name} is published in the app store`);
    } catch (error) {
      if (isApiError(error) && error.status === 422)
        applyServerErrors(setError, serverErrorsForForm(error.errors), AGENT_FORM_FIELDS);
      const text = errorText(error, 'Request failed');
      setFormError(`Not published: ${text}`);
      notifyError('The agent was not published', text);
      throw error;
    }
  };

  const doDelete = async () => {
    if (!agent) return;
    try {
      await remove.mutateAsync({ agent: agent.id });
      queryClient.removeQueries({ queryKey: getGetAgentQueryKey(agent.id) });
      void invalidateAgentLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: AGENTS_KEY });
      notifySuccess(`${agent.name} deleted`);
      leaving.current = true;
      onDeleted();
      leaving.current = false;
    } catch (error) {
      notifyError(`Could not delete ${agent.name}`, errorText(error, 'Request failed'));
      throw error;
    }
  };

  const saving = formState.isSubmitting;
  return (
    <div className="builder-panel">
      <div className="builder-actions">
        <h2>
          {agent ? agent.name : 'New agent'}{' '}
          {agent && (
            <span className={`badge${agent.status === 'draft' ? ' badge-draft' : ' badge-added'}`}>
              {agent.status === 'draft' ? 'Draft' : 'Published'}
            </span>
          )}
        </h2>
      </div>
      <form
        className="builder-form"
        onSubmit={(event) => void handleSubmit(save)(event)}
        noValidate
        aria-labelledby={`${id}-legend`}
      >
        <p id={`${id}-legend`} className="sr-only">
          {agent ? `Edit ${agent.name}` : 'Create an agent'}
        </p>
        <FormAlert>{formError}</FormAlert>
        <AgentFields form={form} isNew={!agent} />
        <div className="builder-actions">
          <div>
            <button
              type="submit"
              className="button"
              disabled={saving}
              aria-busy={saving || undefined}
            >
              {saving ? 'Saving…' : agent ? 'Save changes' : 'Create draft'}
            </button>
            {dirty && agent && (
              <button type="button" className="button button-secondary" onClick={() => reset()}>
                Discard changes
              </button>
            )}
          </div>
          {agent && (
            <div>
              {agent.status === 'draft' && (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={dirty}
                  title={dirty ? 'Save your changes first' : undefined}
                  onClick={() => setConfirm('publish')}
                >
                  Publish
                </button>
              )}
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setConfirm('delete')}
              >
                Delete agent
              </button>
            </div>
          )}
        </div>
        {dirty && agent?.status === 'draft' && (
          <p className="muted small">Save your changes before publishing.</p>
        )}
      </form>

      {agent && <KnowledgeFiles agentId={agent.id} />}

      <LazyConfirmDialog
        open={confirm === 'publish'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={`Publish “${agent?.name ?? ''}”?`}
        confirmLabel="Publish"
        tone="default"
        onConfirm={doPublish}
      >
        <p>
          Everyone will find it in the app store
          {agent?.pricing === 'paid'
            ? ` for ${formatMoney(agent.price, agent.currency)}`
            : ', free to add'}
          . A published agent cannot go back to draft.
        </p>
      </LazyConfirmDialog>
      <LazyConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={`Delete “${agent?.name ?? ''}”?`}
        confirmLabel="Delete agent"
        onConfirm={doDelete}
      >
        <p>
          It leaves the app store and everyone’s agents, with its knowledge files. This cannot be
          undone.
        </p>
      </LazyConfirmDialog>
      <LazyConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
        title="Leave without saving?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
      >
        <p>Your changes to {agent ? `“${agent.name}”` : 'the new agent'} are not saved yet.</p>
      </LazyConfirmDialog>
    </div>
  );
}

/** The council an agent is created for cannot be changed afterwards (AgentUpdateRequest has no council_id). */
function withoutCouncil(request: AgentRequest) {
  const { council_id: _council, ...rest } = request;
  return rest;
}
