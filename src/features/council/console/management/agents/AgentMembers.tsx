import { useMemo } from 'react';
import type { CouncilUser } from '@/generated/model';
import { useKeptText } from '@/lib/forms/kept-text';

/**
 * A searchable multi-select of the council's members: tick who may use the agent. The chosen ones
 * are listed above the list so the choice is visible whatever the search shows. The search typed
 * is kept under `searchKey` for the tab, so closing the dialog or leaving the page loses nothing.
 */
export function MemberMultiSelect({
  members,
  selected,
  onChange,
  label,
  searchKey,
}: {
  members: readonly CouncilUser[];
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  label: string;
  searchKey: string;
}) {
  const { text: search, setText: setSearch } = useKeptText(searchKey);
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return q === ''
      ? members
      : members.filter(
          (m) => m.name.toLowerCase().includes(q) || m.email.toLowerCase().includes(q),
        );
  }, [members, search]);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  const chosen = members.filter((m) => selected.has(m.id));
  return (
    <fieldset className="field member-select">
      <legend>{label}</legend>
      <p className="muted" aria-live="polite">
        {chosen.length === 0
          ? 'Nobody is chosen: no member can use this agent.'
          : `${chosen.length} chosen: ${chosen.map((m) => m.name).join(', ')}.`}
      </p>
      <input
        type="search"
        aria-label="Search members"
        placeholder="Search members"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ul className="member-options" aria-label="Members">
        {shown.length === 0 ? <li className="muted">No member matches “{search}”.</li> : null}
        {shown.map((member) => (
          <li key={member.id}>
            <label>
              <input
                type="checkbox"
                checked={selected.has(member.id)}
                onChange={(e) => toggle(member.id, e.target.checked)}
              />
              <span>
                {member.name} <span className="muted">{member.email}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className="console-actions">
        <button
          type="button"
          className="link-button"
          onClick={() => onChange(new Set(members.map((m) => m.id)))}
        >
          Choose everyone
        </button>
        <button type="button" className="link-button" onClick={() => onChange(new Set())}>
          Choose nobody
        </button>
      </div>
    </fieldset>
  );
}
