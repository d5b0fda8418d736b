import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { inviteCouncilUser } from '@/generated/api/council-users/council-users';
import type { CouncilRole } from '@/generated/model';
import { errorText } from '@/lib/errors';
import { useKeptText } from '@/lib/forms/kept-text';
import { afterMembersInvited } from '@/lib/query/refresh';
import { COUNCIL_ROLES, count, roleName } from '@/lib/words';
import { knownPeople } from '../all-members';
import { allCouncilUsersQuery } from '../queries';
import {
  parseInvites,
  validRows,
  type InviteDictionaries,
  type InviteRow,
  type KnownPeople,
} from './parse-invites';

type Result = { state: 'sending' } | { state: 'sent' } | { state: 'failed'; message: string };

const MAX_FILE_BYTES = 512 * 1024;

/**
 * Invite many people at once: paste addresses or load a CSV (`email,role,position`), check the
 * preview (bad rows are flagged and never sent), send, and read each row's result.
 */
export function BulkInvite({
  councilId,
  dictionaries,
  onDone,
}: {
  councilId: number;
  dictionaries: InviteDictionaries;
  onDone?: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const { text, setText, forget } = useKeptText(`bulk-invite:${councilId}`);
  const [defaultRole, setDefaultRole] = useState<CouncilRole>('member');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [results, setResults] = useState<Record<number, Result>>({});
  const [sending, setSending] = useState(false);

  // Everyone already in the council, so the preview flags members and pending invitations before sending.
  const people = useQuery(allCouncilUsersQuery(councilId));
  const fresh = useMemo(() => knownPeople(people.data), [people.data]);
  // Once sent, the rows are judged as they were when sent (the people just invited are not "already invited").
  const [sentAgainst, setSentAgainst] = useState<KnownPeople | null>(null);
  const known = Object.keys(results).length > 0 && sentAgainst ? sentAgainst : fresh;
  const rows = useMemo(
    () => parseInvites(text, defaultRole, dictionaries, known),
    [text, defaultRole, dictionaries, known],
  );
  const ready = validRows(rows);
  const bad = rows.length - ready.length;
  const finished = Object.keys(results).length > 0 && !sending;

  const loadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setFileProblem(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileProblem(`${file.name} is larger than 512 KB.`);
      return;
    }
    if (!/\.(csv|txt)$/i.test(file.name) && !/csv|text\/plain/.test(file.type)) {
      setFileProblem(`${file.name} is not a CSV file.`);
      return;
    }
    setResults({});
    setText(await file.text());
  };

  const send = async () => {
    setSending(true);
    setSentAgainst(fresh);
    const next: Record<number, Result> = {};
    for (const [index, row] of rows.entries()) {
      if (row.problems.length > 0) continue;
      setResults((current) => ({ ...current, [index]: { state: 'sending' } }));
      try {
        await inviteCouncilUser(councilId, {
          email: row.email,
          role: row.role!,
          position_id: row.positionId,
        });
        next[index] = { state: 'sent' };
      } catch (error) {
        next[index] = {
          state: 'failed',
          message: errorText(error, { operation: 'inviteCouncilUser' }),
        };
      }
      setResults((current) => ({ ...current, [index]: next[index]! }));
    }
    setSending(false);
    const sent = Object.values(next).filter((r) => r.state === 'sent').length;
    const failed = Object.values(next).length - sent;
    void afterMembersInvited(queryClient, councilId);
    if (failed === 0) {
      forget();
      toast.success(`${count(sent, 'invitation')} sent.`);
    } else toast.warning(`${sent} sent, ${failed} not sent: see each row.`);
  };

  const resultOf = (index: number, row: InviteRow) => {
    if (row.problems.length > 0) return <span className="row-flag">{row.problems.join(' ')}</span>;
    const result = results[index];
    if (!result) return <span className="muted">Ready</span>;
    if (result.state === 'sending') return <span role="status">Sending…</span>;
    if (result.state === 'sent') return <span className="row-ok">Invited</span>;
    return <span className="row-flag">{result.message}</span>;
  };

  return (
    <div className="form bulk-invite">
      <div className="field">
        <label htmlFor={`${id}-paste`}>Email addresses</label>
        <textarea
          id={`${id}-paste`}
          className="invite-paste"
          value={text}
          aria-describedby={`${id}-paste-hint`}
          placeholder={'dan.hughes@example.org\nerin.walsh@example.org, manager, Clerk'}
          onChange={(event) => {
            setResults({});
            setText(event.target.value);
          }}
          disabled={sending}
        />
        <p id={`${id}-paste-hint`} className="field-hint">
          Paste addresses (one per line, or separated by commas or spaces), or lines of{' '}
          <code>email,role,position</code>.
        </p>
      </div>
      <div className="console-filters">
        <div className="field">
          <label htmlFor={`${id}-file`}>Or load a CSV file</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(event) => void loadFile(event)}
            disabled={sending}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-role`}>Role when none is given</label>
          <select
            id={`${id}-role`}
            value={defaultRole}
            onChange={(event) => setDefaultRole(event.target.value as CouncilRole)}
            disabled={sending}
          >
            {COUNCIL_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleName(role)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {fileProblem ? (
        <p className="field-error" role="alert">
          {fileProblem}
        </p>
      ) : null}

      {rows.length > 0 ? (
        <>
          <p role="status" className={bad > 0 ? 'row-flag' : undefined}>
            {people.isPending ? 'Checking who is already in the council… ' : ''}
            {count(rows.length, 'row')}: {ready.length} ready
            {bad > 0 ? `, ${bad} with problems (not sent)` : ''}.
          </p>
          <div className="table-wrap console-table invite-preview">
            <table>
              <caption className="sr-only">People to invite</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Position</th>
                  <th scope="col">Check / result</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr
                    key={`${row.line}-${index}`}
                    className={row.problems.length > 0 ? 'row-bad' : undefined}
                  >
                    <td data-label="Line">{row.line}</td>
                    <td data-label="Email">{row.email || '—'}</td>
                    <td data-label="Role">{row.role ? roleName(row.role) : row.roleText}</td>
                    <td data-label="Position">{row.positionText || '—'}</td>
                    <td data-label="Check / result">{resultOf(index, row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      <div className="console-dialog-actions">
        {finished && onDone ? (
          <button type="button" className="button button-secondary" onClick={onDone}>
            Done
          </button>
        ) : null}
        <button
          type="button"
          className="button"
          disabled={sending || ready.length === 0 || finished || people.isPending}
          aria-busy={sending || undefined}
          onClick={() => void send()}
        >
          {sending ? 'Sending…' : `Send ${count(ready.length, 'invitation')}`}
        </button>
      </div>
    </div>
  );
}
