import { useQuery } from '@tanstack/react-query';
import type { Order } from '@/generated/model';
import { useCan } from '@/lib/session/permissions';
import { councilOrdersQuery, profileOrdersQuery } from './queries';

const WAITING = { payment_status: 'awaiting_payment', per_page: 100 } as const;

/**
 * The order for this agent waiting for payment, for the caller alone (`councilId` null) or for a
 * council (read only where the caller may list its orders): the backend refuses a second one (422),
 * so the app pays this one instead of placing another.
 */
export function useWaitingAgentOrder(agentId: number, councilId: number | null): Order | undefined {
  const canListCouncil = useCan('listCouncilOrders', councilId);
  const mine = useQuery({ ...profileOrdersQuery(WAITING), enabled: councilId === null });
  const council = useQuery({
    ...councilOrdersQuery(councilId ?? 0, { ...WAITING, type: 'agent' }),
    enabled: councilId !== null && canListCouncil,
  });
  const list = councilId === null ? mine.data?.data : council.data?.data;
  return list?.find(
    (order) => order.type === 'agent' && order.item_id === agentId && order.status === 'pending',
  );
}
