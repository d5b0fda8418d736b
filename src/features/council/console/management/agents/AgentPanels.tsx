import { useQuery, useQueryClient } from '@tanstack/react-query';
import { count } from '@/lib/words';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useCan } from '@/lib/session/permissions';
import { errorText } from '@/lib/errors';
import { useKeptText } from '@/lib/forms/kept-text';
import { afterCouncilAgentChanged } from '@/lib/query/refresh';
import { QueryState } from '@/components/QueryState';
import {
  deleteCouncilAgentFile,
  linkCouncilAgentSharepoint,
  updateCouncilAgent,
  updateCouncilAgentUsers,
  uploadCouncilAgentFile,
} from '@/generated/api/council-agents/council-agents';
import type { CouncilAgent, CouncilUser } from '@/generated/model';
import { FileLibrary } from '../files/FileLibrary';
import { councilAgentFilesQuery, councilAgentUsersQuery, councilMembersQuery } from '../queries';
import { MemberMultiSelect } from './AgentMembers';
import { SharepointPicker } from './SharepointPicker';

const AGENT_FILE_TYPES = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.txt,.md,.csv,.rtf';
const INSTRUCTIONS_MAX = 10_000;

/** Whether the agent is on for the council, and the council's own instructions to it. */
export function AgentSettings({
  councilId,
  agent,
  onDone,
}: {
  councilId: number;
  agent: CouncilAgent;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(agent.is_enabled);
  // Kept for the tab: closing the dialog or leaving the page does not lose instructions being written.
  const kept = useKeptText(`council-agent:${councilId}:${agent.id}`, agent.instructions ?? '');
  const instructions = kept.text;
  // What the box holds when the save answers: on a slow device the person may type on meanwhile.
  const typed = useRef(instructions);
  const [error, setError] = useState<string | null>(null);
  const [savedWhileTyping, setSavedWhileTyping] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = instructions;
    setBusy(true);
    setError(null);
    setSavedWhileTyping(false);
    try {
      await updateCouncilAgent(councilId, agent.id, {
        is_enabled: enabled,
        instructions: sent.trim() || null,
      });
      void afterCouncilAgentChanged(queryClient, councilId);
      if (typed.current !== sent) {
        // Typed on during the save: the dialog stays with that text, to be saved next, and its
        // status line is the one word on the save (a toast besides would say it twice).
        setSavedWhileTyping(true);
        setBusy(false);
        return;
      }
      toast.success(`${agent.agent.name} is saved.`);
      kept.forget();
      onDone();
    } catch (e) {
      setError(errorText(e, { operation: 'updateCouncilAgent' }));
      setBusy(false);
    }
  };
  return (
    <form className="form" onSubmit={(e) => void submit(e)}>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="field field-checkbox">
        <input
          id="agent-enabled"
          type="checkbox"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />
        <label htmlFor="agent-enabled">Members can use {agent.agent.name}</label>
      </div>
      <div className="field">
        <label htmlFor="agent-instructions">Council instructions</label>
        <textarea
          id="agent-instructions"
          rows={6}
          maxLength={INSTRUCTIONS_MAX}
          value={instructions}
          aria-describedby="agent-instructions-hint"
          onChange={(e) => {
            typed.current = e.target.value;
            kept.setText(e.target.value);
          }}
        />
        <p id="agent-instructions-hint" className="field-hint">
          Added to the agent’s own instructions in this council. {instructions.length}/
          {INSTRUCTIONS_MAX}
        </p>
        {savedWhileTyping ? (
          <p className="field-hint" role="status">
            Saved. What you typed since is not: Save saves it.
          </p>
        ) : null}
      </div>
      <div className="console-dialog-actions">
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

/** The documents the agent reads in this council. */
export function AgentFiles({ councilId, agent }: { councilId: number; agent: CouncilAgent }) {
  const queryClient = useQueryClient();
  const query = useQuery(councilAgentFilesQuery(councilId, agent.id));
  const canUpload = useCan('uploadCouncilAgentFile');
  const canDelete = useCan('deleteCouncilAgentFile');
  const refresh = () => afterCouncilAgentChanged(queryClient, councilId);
  return (
    <QueryState query={query} label="files" operation="listCouncilAgentFiles">
      {(data) => (
        <FileLibrary
          label={agent.agent.name}
          files={data.data}
          accept={AGENT_FILE_TYPES}
          canUpload={canUpload}
          canDelete={canDelete}
          deleteOperation="deleteCouncilAgentFile"
          upload={async (file, onUploadProgress) => {
            await uploadCouncilAgentFile(councilId, agent.id, { file }, { onUploadProgress });
            await refresh();
          }}
          remove={async (file) => {
            await deleteCouncilAgentFile(councilId, agent.id, file.id);
            await refresh();
          }}
        />
      )}
    </QueryState>
  );
}

const ACTIVE_MEMBERS = { status: 'active', per_page: 100 } as const;

/** Which members may use the agent. */
export function AgentAccess({
  councilId,
  agent,
  onDone,
}: {
  councilId: number;
  agent: CouncilAgent;
  onDone: () => void;
}) {
  const members = useQuery(councilMembersQuery(councilId, ACTIVE_MEMBERS));
  const assigned = useQuery(councilAgentUsersQuery(councilId, agent.id));
  const canSave = useCan('updateCouncilAgentUsers');

  return (
    <QueryState query={members} label="members" operation="listCouncilUsers">
      {(memberData) => (
        <QueryState query={assigned} label="the agent’s members" operation="listCouncilAgentUsers">
          {(assignedData) =>
            canSave ? (
              <AgentAccessForm
                councilId={councilId}
                agent={agent}
                members={memberData.data}
                assignedIds={assignedData.data.map((u) => u.id)}
                onDone={onDone}
              />
            ) : (
              <div className="form">
                <p>{assignedData.data.map((u) => u.name).join(', ') || 'No member is assigned.'}</p>
                <div className="console-dialog-actions">
                  <button type="button" className="button button-secondary" onClick={onDone}>
                    Close
                  </button>
                </div>
              </div>
            )
          }
        </QueryState>
      )}
    </QueryState>
  );
}

/** The chosen members as kept text: their ids in order, so choosing the saved ones again keeps nothing. */
const idsText = (ids: Iterable<number>) => JSON.stringify([...ids].sort((a, b) => a - b));

/** The ids of kept text, of those who may still be chosen; unreadable text is no choice kept. */
function keptIds(text: string, allowed: ReadonlySet<number>, fallback: number[]): Set<number> {
  try {
    const ids: unknown = JSON.parse(text);
    if (Array.isArray(ids))
      return new Set(ids.filter((id): id is number => typeof id === 'number' && allowed.has(id)));
  } catch {
    // Not written by this screen: the saved choice stands.
  }
  return new Set(fallback);
}

/**
 * The members chosen and not yet saved are kept for the tab (`useKeptText`), as the search is: closing
 * the dialog or leaving the page loses no tick. Mounted once both lists are there, so what is kept is
 * set against the saved choice.
 */
function AgentAccessForm({
  councilId,
  agent,
  members,
  assignedIds,
  onDone,
}: {
  councilId: number;
  agent: CouncilAgent;
  members: CouncilUser[];
  assignedIds: number[];
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const chosen = useKeptText(`council-agent-users:${councilId}:${agent.id}`, idsText(assignedIds));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = keptIds(
    chosen.text,
    new Set([...members.map((m) => m.id), ...assignedIds]),
    assignedIds,
  );

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await updateCouncilAgentUsers(councilId, agent.id, { users: [...current] });
      chosen.forget();
      toast.success(`${count(data.length, 'member')} can use ${agent.agent.name}.`);
      void afterCouncilAgentChanged(queryClient, councilId);
      onDone();
    } catch (e) {
      setError(errorText(e, { operation: 'updateCouncilAgentUsers' }));
      setBusy(false);
    }
  };

  return (
    <div className="form">
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <MemberMultiSelect
        label={`Members who may use ${agent.agent.name}`}
        members={members}
        selected={current}
        onChange={(next) => chosen.setText(idsText(next))}
        searchKey={`council-agent-members:${councilId}:${agent.id}`}
      />
      <div className="console-dialog-actions">
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Save members'}
        </button>
      </div>
    </div>
  );
}

/** Links a SharePoint folder to the agent. */
export function AgentSharepoint({
  councilId,
  agent,
  onDone,
}: {
  councilId: number;
  agent: CouncilAgent;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <SharepointPicker
        councilId={councilId}
        initial={agent.sharepoint}
        busy={busy}
        onPick={async ({ drive, path }) => {
          setBusy(true);
          setError(null);
          try {
            await linkCouncilAgentSharepoint(councilId, agent.id, { drive: drive.id, path });
            toast.success(
              `${agent.agent.name} now reads ${drive.name}${path === '/' ? '' : path}.`,
            );
            void afterCouncilAgentChanged(queryClient, councilId);
            onDone();
          } catch (e) {
            setError(errorText(e, { operation: 'linkCouncilAgentSharepoint' }));
            setBusy(false);
          }
        }}
      />
    </>
  );
}
