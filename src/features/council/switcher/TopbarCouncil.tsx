import { useCurrentCouncil } from '@/lib/session/current-council';
import { Icon } from '@/components/icons';

/**
 * The council the user acts in, in the top bar beside the user (as Slack and Microsoft 365 admin
 * name the workspace): an administrator of several councils sees where a change will land.
 */
export function TopbarCouncil() {
  const council = useCurrentCouncil();
  if (!council) return null;
  return (
    <p className="topbar-council" title={council.name} data-testid="topbar-council">
      <Icon name="council" size={16} />
      <span className="sr-only">Current council: </span>
      <span className="topbar-council-name">{council.name}</span>
    </p>
  );
}
