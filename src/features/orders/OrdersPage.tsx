import { useListCouncilOrders } from '@/generated/api/councils/councils';
import { formatMoney, NoCouncil, PagePlaceholder, QueryState } from '@/features/common/PagePlaceholder';
import { useCurrentCouncilId } from '@/features/common/use-current-council';
import { formatDate } from '@/lib/constants/dates';

/** Orders (placeholder): the council's purchases. */
export default function OrdersPage() {
  const council = useCurrentCouncilId();
  const query = useListCouncilOrders(council ?? 0, undefined, { query: { enabled: council !== null } });
  return (
    <PagePlaceholder title="Orders" description="Agents and subscriptions your council bought.">
      {council === null ? (
        <NoCouncil />
      ) : (
        <QueryState query={query} empty="No orders yet." isEmpty={(d) => d.data.length === 0}>
          {({ data }) => (
            <div className="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Item</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((order) => (
                    <tr key={order.id}>
                      <td>{formatDate(order.created_at)}</td>
                      <td>{order.item_name}</td>
                      <td>{formatMoney(order.amount, order.currency)}</td>
                      <td>{order.status}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      )}
    </PagePlaceholder>
  );
}
