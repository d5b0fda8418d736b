import { useOnlineMembers } from './useCouncilPresence';

/**
 * "3 online" beside the current council, with the names on hover and, as hidden text, for
 * assistive technology (a plain span may not carry aria-label).
 */
export function OnlineMembers() {
  const members = useOnlineMembers();
  if (members.length === 0) return null;
  const names = members.map((m) => m.name).join(', ');
  return (
    <span className="online-members" title={names} data-testid="online-members">
      <span className="online-dot" aria-hidden="true" />
      {members.length} online<span className="sr-only">: {names}</span>
    </span>
  );
}
