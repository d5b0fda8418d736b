import { useEffect, useRef, useState } from 'react';
import type { CouncilUser, UserPosition } from '@/generated/model';
import { debounce, type Debounced } from '@/lib/debounce';
import { COUNCIL_ROLES, roleName } from '@/lib/words';

/** A closed drop-down changes with the arrow keys on some systems: the value is saved once it rests. */
const SETTLE_MS = 900;

/**
 * A select whose choice is committed once it settles (no change for a moment) or when it loses
 * the focus, never once per arrow key. `onCommit` resolves false when the change was cancelled
 * (a confirmation declined, a refusal), and the select goes back to the saved value.
 */
function SettlingSelect<V extends string | number>({
  label,
  value,
  disabled,
  options,
  onCommit,
}: {
  label: string;
  value: V;
  disabled?: boolean;
  options: readonly { value: V; label: string }[];
  onCommit: (value: V) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState<V | null>(null);
  const [busy, setBusy] = useState(false);
  // The choice not committed yet: committed once, by the settle timer or the blur, whichever is
  // first (the confirmation dialog taking the focus blurs the select after the timer committed).
  const pending = useRef<V | null>(null);
  const settle = useRef<Debounced<[]> | null>(null);
  const commit = () => {
    settle.current?.cancel();
    const next = pending.current;
    pending.current = null;
    if (next === null || next === value) {
      setDraft(null);
      return;
    }
    setBusy(true);
    void onCommit(next).finally(() => {
      setBusy(false);
      setDraft(null);
    });
  };
  // Going away (the row re-rendered out, the page left) saves a choice not saved yet rather than dropping it.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  useEffect(() => {
    const later = debounce(() => commitRef.current(), SETTLE_MS);
    settle.current = later;
    return () => {
      if (pending.current !== null) commitRef.current();
      else later.cancel();
    };
  }, []);
  return (
    <select
      aria-label={label}
      value={String(draft ?? value)}
      disabled={disabled || busy}
      onChange={(event) => {
        const next = options.find((o) => String(o.value) === event.target.value)?.value ?? null;
        setDraft(next);
        pending.current = next;
        settle.current?.();
      }}
      onBlur={() => {
        if (pending.current !== null) commit();
      }}
    >
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

const ROLE_OPTIONS = COUNCIL_ROLES.map((role) => ({ value: role, label: roleName(role) }));

export function RoleCell({
  user,
  isMe,
  onCommit,
}: {
  user: CouncilUser;
  isMe: boolean;
  onCommit: (role: CouncilUser['role']) => Promise<boolean>;
}) {
  if (isMe) return <span className="badge">{roleName(user.role)}</span>;
  return (
    <SettlingSelect
      label={`Role of ${user.name}`}
      value={user.role}
      options={ROLE_OPTIONS}
      onCommit={onCommit}
    />
  );
}

export function PositionCell({
  user,
  positions,
  onCommit,
}: {
  user: CouncilUser;
  positions: readonly UserPosition[];
  onCommit: (positionId: number | null) => Promise<boolean>;
}) {
  const options = [
    { value: '', label: 'No position' },
    ...positions.map((p) => ({ value: String(p.id), label: p.name })),
  ];
  return (
    <SettlingSelect
      label={`Position of ${user.name}`}
      value={user.position ? String(user.position.id) : ''}
      options={options}
      onCommit={(value) => onCommit(value === '' ? null : Number(value))}
    />
  );
}
