import { useCan } from '@/lib/session/permissions';
import { useCurrentCouncil } from '@/lib/session/current-council';
import { count } from '@/lib/words';
import { useQuery } from '@tanstack/react-query';
import { joinRequestsQuery } from './queries';
import './join-requests-count.css';

/**
 * The number of people waiting to join the current council, beside its navigation entry, for
 * those who may decide (administrators). Same query as the Join requests tab, so both agree.
 */
export default function JoinRequestsCount() {
  const council = useCurrentCouncil();
  const canSee = useCan('listJoinRequests');
  const requests = useQuery({
    ...joinRequestsQuery(council?.id ?? 0, { status: 'pending', per_page: 15 }),
    enabled: Boolean(council) && canSee,
  });
  const total = requests.data?.meta.total ?? 0;
  if (!canSee || total === 0) return null;
  return (
    <span
      className="nav-count"
      aria-label={`${count(total, 'join request')} waiting`}
      title={`${count(total, 'join request')} waiting`}
    >
      {total}
    </span>
  );
}
