import { useId, useState } from 'react';
import type { CouncilUser } from '@/generated/model';
import { COUNCIL_ROLES, count, roleName } from '@/lib/words';

/** What to do with the members selected in the list: change their role, give or unassign their licences. */
export function BulkActions({
  users,
  freeLicences,
  onClear,
  onRole,
  onGiveLicences,
  onUnassignLicences,
}: {
  users: CouncilUser[];
  /** Unassigned licences, null when the caller cannot see licences. */
  freeLicences: number | null;
  onClear: () => void;
  onRole: (users: CouncilUser[], role: CouncilUser['role']) => Promise<boolean>;
  onGiveLicences: (users: CouncilUser[]) => Promise<boolean>;
  onUnassignLicences: (users: CouncilUser[]) => Promise<boolean>;
}) {
  const id = useId();
  const [role, setRole] = useState<CouncilUser['role']>('member');
  const [busy, setBusy] = useState(false);
  if (users.length === 0) return null;
  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    try {
      if (await action()) onClear();
    } finally {
      setBusy(false);
    }
  };
  const withoutLicence = users.filter((u) => u.status === 'active' && u.licence_id === null).length;
  const holders = users.filter((u) => u.licence_id !== null).length;
  return (
    <div className="bulk-actions" role="region" aria-label="Selected members">
      <p className="bulk-count" role="status">
        {count(users.length, 'member')} selected
      </p>
      <div className="bulk-role">
        <label htmlFor={`${id}-role`}>Role</label>
        <select
          id={`${id}-role`}
          value={role}
          onChange={(event) => setRole(event.target.value as CouncilUser['role'])}
          disabled={busy}
        >
          {COUNCIL_ROLES.map((r) => (
            <option key={r} value={r}>
              {roleName(r)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button-small"
          disabled={busy}
          onClick={() => void run(() => onRole(users, role))}
        >
          Change role
        </button>
      </div>
      {freeLicences !== null ? (
        <>
          <button
            type="button"
            className="button button-small button-secondary"
            disabled={busy || withoutLicence === 0 || freeLicences === 0}
            onClick={() => void run(() => onGiveLicences(users))}
            title={freeLicences === 0 ? 'No licence is free' : undefined}
          >
            Give licences ({Math.min(withoutLicence, freeLicences)} of{' '}
            {count(freeLicences, 'free licence')})
          </button>
          <button
            type="button"
            className="button button-small button-danger-outline"
            disabled={busy || holders === 0}
            onClick={() => void run(() => onUnassignLicences(users))}
          >
            Unassign licences ({holders})
          </button>
        </>
      ) : null}
      <button type="button" className="link-button" onClick={onClear} disabled={busy}>
        Clear the selection
      </button>
    </div>
  );
}
