/** The filters of the Users list (search, role, status) and the page's actions beside them. */
import { preloadDialogs } from '@/features/council/console/ui/dialogs';
import { COUNCIL_ROLES, roleName } from '@/lib/words';
import type { CouncilUser } from '@/generated/model';

export function UsersToolbar({
  search,
  onSearch,
  role,
  status,
  onFilter,
  canInvite,
  dictionariesReady,
  onExport,
  onInvite,
}: {
  search: string;
  onSearch: (text: string) => void;
  role: CouncilUser['role'] | undefined;
  status: CouncilUser['status'] | undefined;
  onFilter: (change: { role?: string; status?: string }) => void;
  canInvite: boolean;
  dictionariesReady: boolean;
  onExport: () => void;
  onInvite: (how: 'one' | 'many') => void;
}) {
  return (
    <div className="console-header console-toolbar">
      <div className="console-filters" role="search" aria-label="Filter users">
        <div className="field field-grow">
          <label htmlFor="users-search">Search</label>
          <input
            id="users-search"
            type="search"
            placeholder="Name or email"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="users-role">Role</label>
          <select
            id="users-role"
            value={role ?? ''}
            onChange={(e) => onFilter({ role: e.target.value })}
          >
            <option value="">All roles</option>
            {COUNCIL_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleName(r)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="users-status">Status</label>
          <select
            id="users-status"
            value={status ?? ''}
            onChange={(e) => onFilter({ status: e.target.value })}
          >
            <option value="">Everyone</option>
            <option value="active">Active members</option>
            <option value="invited">Pending invitations</option>
          </select>
        </div>
      </div>
      <div className="console-actions">
        <button type="button" className="button button-secondary" onClick={onExport}>
          Export CSV
        </button>
        {canInvite ? (
          <>
            <button
              type="button"
              className="button"
              disabled={!dictionariesReady}
              onFocus={preloadDialogs}
              onMouseEnter={preloadDialogs}
              onClick={() => onInvite('one')}
            >
              Invite
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={!dictionariesReady}
              onFocus={preloadDialogs}
              onMouseEnter={preloadDialogs}
              onClick={() => onInvite('many')}
            >
              Invite many
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
