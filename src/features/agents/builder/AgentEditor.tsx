import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormDraft } from '@/lib/forms/form-draft';
import { startSave } from '@/lib/forms/reset-after-save';
import {
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
import { queryKeys } from '@/lib/query/keys';
import { afterAgentChanged, afterAgentRemoved } from '@/lib/query/refresh';
import { notifyError, notifySuccess } from '@/features/agents/ui/announce';
import { errorText } from '@/lib/errors';
import { formatPrice } from '@/lib/money';
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
import { publishBlockers } from './publish-rules';
import { KnowledgeFiles } from './KnowledgeFiles';
import { TryAgent } from './TryAgent';
import { useUserProfile } from '@/lib/session/auth-context';

const resolver = zodResolver(agentFormSchema, { error: agentFormError });
const AGENT_DRAFT_FIELDS = Object.keys(emptyAgentForm) as Array<keyof AgentFormValues>;
const NEW_AGENT = 'agent:new';

/**
 * Create or edit an agent. The form is checked with the contract's schema and the server's 422 lands
 * on its fields. Unsaved changes are a draft kept for the tab (useFormDraft), per agent and one for
 * the new agent: another page, another agent or a reload finds them again, so leaving asks nothing;
 * closing the tab, which loses them, asks first.
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
  const profile = useUserProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'publish' | 'delete' | null>(null);
  const focusAfter = useRef<(typeof AGENT_FORM_FIELDS)[number] | null>(null);

  const form = useForm<AgentFormValues, unknown, AgentRequest>({
    resolver,
    defaultValues: agent ? agentToForm(agent) : emptyAgentForm,
  });
  const { handleSubmit, formState, reset, setError } = form;
  const dirty = formState.isDirty;
  const draft = useFormDraft(form, agent ? `agent:${agent.id}` : NEW_AGENT, AGENT_DRAFT_FIELDS);

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
      queryClient.setQueryData(queryKeys.agent(saved.id), { data: saved });
      void afterAgentChanged(queryClient);
      inFlight.reset(agentToForm(saved));
      // Typed while it was created: now the new agent's, and the next new agent starts blank.
      if (!agent) draft.moveTo(`agent:${saved.id}`);
      notifySuccess(agent ? `${saved.name} saved` : `${saved.name} created as a draft`);
      onSaved(saved);
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

  useEffect(() => {
    const field = focusAfter.current;
    if (confirm !== null || field === null) return;
    focusAfter.current = null;
    // After the closed dialog's own focus return (Radix gives it back on a timeout of its own).
    const timer = setTimeout(() => form.setFocus(field));
    return () => clearTimeout(timer);
  }, [confirm, form]);

  const blockers = agent?.status === 'draft' ? publishBlockers(agent) : [];
  const showBlockers = () => {
    for (const blocker of blockers)
      setError(blocker.field, { type: 'publish', message: blocker.message });
    form.setFocus(blockers[0]!.field);
  };

  const doPublish = async () => {
    if (!agent) return;
    try {
      const published = (await publish.mutateAsync({ agent: agent.id })).data;
      queryClient.setQueryData(queryKeys.agent(published.id), { data: published });
      void afterAgentChanged(queryClient);
      notifySuccess(`${published.name} is published in the app store`);
    } catch (error) {
      const text = errorText(error, 'Request failed');
      setFormError(`Not published: ${text}`);
      if (isApiError(error) && error.status === 422) {
        // The agent must change before it can be published: the confirmation closes (publishing
        // again would fail the same way) and the errors are on their fields, the first focused
        // once the dialog has given the focus back.
        const errors = serverErrorsForForm(error.errors);
        const unplaced = applyServerErrors(setError, errors, AGENT_FORM_FIELDS);
        focusAfter.current = AGENT_FORM_FIELDS.find((field) => field in errors) ?? null;
        if (unplaced[0]) setFormError(`Not published: ${unplaced[0]}`);
        return;
      }
      // Anything else (the network, a 500) may pass on a second try: the confirmation stays.
      notifyError('The agent was not published', text);
      throw error;
    }
  };

  const doDelete = async () => {
    if (!agent) return;
    try {
      await remove.mutateAsync({ agent: agent.id });
      queryClient.removeQueries({ queryKey: queryKeys.agent(agent.id) });
      void afterAgentRemoved(queryClient);
      notifySuccess(`${agent.name} deleted`);
      draft.clear();
      onDeleted();
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
            {dirty && (
              <button type="button" className="button button-secondary" onClick={() => reset()}>
                Discard changes
              </button>
            )}
          </div>
          {agent && (
            <div>
              {agent.status === 'draft' && (
                // Not ready: the button stays focusable and says why (aria-disabled, not disabled),
                // and pressing it points at the field instead of asking to confirm what would fail.
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={dirty}
                  aria-disabled={blockers.length > 0 || undefined}
                  aria-describedby={blockers.length > 0 ? `${id}-publish-why` : undefined}
                  title={dirty ? 'Save your changes first' : undefined}
                  onClick={() => (blockers.length > 0 ? showBlockers() : setConfirm('publish'))}
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
        {!dirty && agent?.status === 'draft' && blockers.length > 0 && (
          <p id={`${id}-publish-why`} className="small publish-why">
            Not ready to publish: {blockers.map((b) => b.todo).join('; ')}.
          </p>
        )}
      </form>

      {agent && <KnowledgeFiles agentId={agent.id} />}
      {/* previewAgent is the author's alone (a council's agent may be edited by others). */}
      {agent && agent.author.id === profile?.id && (
        <TryAgent key={agent.id} agentId={agent.id} unsaved={dirty} />
      )}

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
            ? ` for ${formatPrice(agent.price, agent.currency, agent.price_terms)}`
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
    </div>
  );
}

/** The council an agent is created for cannot be changed afterwards (AgentUpdateRequest has no council_id). */
function withoutCouncil(request: AgentRequest) {
  const { council_id: _council, ...rest } = request;
  return rest;
}
