import { useListCouncilOrders } from '@/generated/api/councils/councils';
import { useListProfileOrders } from '@/generated/api/profile/profile';
import type { Order } from '@/generated/model';
import { useCan } from '@/lib/session/permissions';

const WAITING = { payment_status: 'awaiting_payment', per_page: 100 } as const;

/**
 * The order for this agent waiting for payment, for the caller alone (`councilId` null) or for a
 * council (read only where the caller may list its orders): the backend refuses a second one (422),
 * so the app pays this one instead of placing another.
 */
export function useWaitingAgentOrder(agentId: number, councilId: number | null): Order | undefined {
  const canListCouncil = useCan('listCouncilOrders', councilId);
  const mine = useListProfileOrders(WAITING, { query: { enabled: councilId === null } });
  const council = useListCouncilOrders(
    councilId ?? 0,
    { ...WAITING, type: 'agent' },
    { query: { enabled: councilId !== null && canListCouncil } },
  );
  const list = councilId === null ? mine.data?.data : council.data?.data;
  return list?.find(
    (order) => order.type === 'agent' && order.item_id === agentId && order.status === 'pending',
  );
}
