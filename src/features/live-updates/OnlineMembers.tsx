import { useOnlineMembers } from './useCouncilPresence';

/** "3 online" beside the current council, with the names for assistive technology and on hover. */
export function OnlineMembers() {
  const members = useOnlineMembers();
  if (members.length === 0) return null;
  const names = members.map((m) => m.name).join(', ');
  return (
    <span
      className="online-members"
      title={names}
      aria-label={`${members.length} online: ${names}`}
      data-testid="online-members"
    >
      <span className="online-dot" aria-hidden="true" />
      {members.length} online
    </span>
  );
}
