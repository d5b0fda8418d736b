import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { describeRoles, useCan } from '@/lib/session/permissions';
import { STATUS_WORDS } from '@/components/status';
import { useCurrentCouncil } from '@/lib/session/current-council';
import { ConsolePage, ReadOnlyNote } from '@/features/council/console/ui/ConsolePage';
import { DataTable } from '@/features/council/console/ui/DataTable';
import { Pager } from '@/features/council/console/ui/Pager';
import { QueryState } from '@/components/QueryState';
import { oneOf, queryParams, useUrlState } from '@/hooks/use-url-state';
import { orderColumns } from './order-columns';
import { useNowOfFetch } from './use-now-of-fetch';
import { OrderDocumentDialog } from './OrderDocument';
import { ORDER_PAYMENT_STATUSES } from './order-status';
import { OrderTotals } from './OrderTotals';
import { PayOrder } from './PayOrder';
import { councilOrdersQuery } from './queries';
import './orders.css';

const TYPES = ['agent', 'subscription'] as const;

/** /Orders: what the council bought (agents and plans), with filters, totals, invoices and receipts, and paying a waiting order. */
export default function OrdersPage() {
  const council = useCurrentCouncil();
  const canList = useCan('listCouncilOrders');
  // No council: the route guard shows the council gate instead (src/app/guards.ts, step 4).
  if (!council) return null;
  return (
    <ConsolePage
      title="Orders"
      description="Agents and subscriptions this council bought, their invoices and receipts."
    >
      {!canList ? (
        <ReadOnlyNote>
          Only {describeRoles('listCouncilOrders')} of {council.name} can see its orders.
        </ReadOnlyNote>
      ) : (
        <OrdersConsole key={council.id} councilId={council.id} councilName={council.name} />
      )}
    </ConsolePage>
  );
}

function OrdersConsole({ councilId, councilName }: { councilId: number; councilName: string }) {
  const { values, page, set } = useUrlState(['payment', 'type', 'order'] as const);
  const payment = oneOf(values.payment, ORDER_PAYMENT_STATUSES);
  const type = oneOf(values.type, TYPES);
  const query = useQuery({
    ...councilOrdersQuery(
      councilId,
      queryParams({ payment_status: payment, type, page: page > 1 ? page : undefined }),
    ),
    placeholderData: keepPreviousData,
  });
  const now = useNowOfFetch(query.dataUpdatedAt);
  const columns = useMemo(
    () =>
      orderColumns({
        now,
        withBuyer: true,
        pay: (order, label) => <PayOrder order={order} councilId={councilId} label={label} />,
        onDocument: (order) => set({ order: order.id, page }),
      }),
    [now, councilId, set, page],
  );
  const shown = query.data?.data.find((order) => String(order.id) === values.order) ?? null;

  const filtered = Boolean(payment || type);
  return (
    <>
      <div className="console-filters" role="search" aria-label="Filter orders">
        <div className="field">
          <label htmlFor="orders-payment">Payment</label>
          <select
            id="orders-payment"
            value={payment ?? ''}
            onChange={(e) => set({ payment: e.target.value, order: null })}
          >
            <option value="">All payments</option>
            {ORDER_PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_WORDS[s].label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-type">Type</label>
          <select
            id="orders-type"
            value={type ?? ''}
            onChange={(e) => set({ type: e.target.value, order: null })}
          >
            <option value="">Agents and subscriptions</option>
            <option value="agent">Agents</option>
            <option value="subscription">Subscriptions</option>
          </select>
        </div>
      </div>
      <QueryState
        query={query}
        label="orders"
        operation="listCouncilOrders"
        isEmpty={(d) => d.data.length === 0}
        empty={
          filtered ? (
            <p>
              No order matches these filters.{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => set({ payment: '', type: '', order: null })}
              >
                Clear the filters
              </button>
            </p>
          ) : (
            <p>{councilName} has no orders yet.</p>
          )
        }
      >
        {(data) => (
          <>
            <OrderTotals orders={data.data} partial={data.meta.last_page > 1} />
            <DataTable caption={`Orders of ${councilName}`} columns={columns} data={data.data} />
            <Pager meta={data.meta} noun="order" onPage={(next) => set({ page: next })} />
          </>
        )}
      </QueryState>
      <OrderDocumentDialog
        order={shown}
        billTo={councilName}
        now={now}
        pay={(order, label) => <PayOrder order={order} councilId={councilId} label={label} />}
        onClose={() => set({ order: null, page })}
      />
    </>
  );
}
