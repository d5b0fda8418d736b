import { useListCouncilOrders } from '@/generated/api/councils/councils';
import { CouncilTable, formatMoney, PagePlaceholder } from '@/features/common/PagePlaceholder';
import { useCurrentCouncilId } from '@/features/common/use-current-council';
import { formatDate } from '@/lib/constants/dates';

/** Orders (placeholder): the council's purchases. */
export default function OrdersPage() {
  const council = useCurrentCouncilId();
  const query = useListCouncilOrders(council ?? 0, undefined, { query: { enabled: council !== null } });
  return (
    <PagePlaceholder title="Orders" description="Agents and subscriptions your council bought.">
      <CouncilTable
        council={council}
        query={query}
        empty="No orders yet."
        columns={[
          { header: 'Date', cell: (order) => formatDate(order.created_at) },
          { header: 'Item', cell: (order) => order.item_name },
          { header: 'Amount', cell: (order) => formatMoney(order.amount, order.currency) },
          { header: 'Status', cell: (order) => order.status },
        ]}
      />
    </PagePlaceholder>
  );
}
