import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { describeRoles, useCan } from '@/features/common/permissions';
import { useCurrentCouncil } from '@/features/common/use-current-council';
import { NoCouncilPanel } from '@/features/councils/NoCouncilPanel';
import { ConsolePage, ReadOnlyNote } from '@/features/councils/ui/ConsolePage';
import { DataTable } from '@/features/councils/ui/DataTable';
import { formatMoney } from '@/features/payments';
import { Pager } from '@/features/councils/ui/Pager';
import { QueryState } from '@/features/common/QueryState';
import { columnHelper } from '@/features/councils/ui/table';
import { oneOf, queryParams, useUrlState } from '@/features/councils/ui/use-url-state';
import { useListCouncilOrders } from '@/generated/api/councils/councils';
import type { Order } from '@/generated/model';
import { formatDate } from '@/lib/constants/dates';
import { orderTotals } from './order-totals';
import { PayOrder } from './PayOrder';

const STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
const TYPES = ['agent', 'subscription'] as const;
const STATUS_LABEL: Record<Order['status'], string> = { pending: 'Pending payment', completed: 'Paid', failed: 'Failed', refunded: 'Refunded' };

/** /Orders: what the council bought (agents and plans), with filters, totals and paying a pending order. */
export default function OrdersPage() {
  const council = useCurrentCouncil();
  const canList = useCan('listCouncilOrders');
  return (
    <ConsolePage title="Orders" description="Agents and subscriptions your council bought.">
      {!council ? (
        <NoCouncilPanel />
      ) : !canList ? (
        <ReadOnlyNote>Only {describeRoles('listCouncilOrders')} of {council.name} can see its orders.</ReadOnlyNote>
      ) : (
        <OrdersConsole key={council.id} councilId={council.id} councilName={council.name} />
      )}
    </ConsolePage>
  );
}

function OrdersConsole({ councilId, councilName }: { councilId: number; councilName: string }) {
  const { values, page, set } = useUrlState(['status', 'type'] as const);
  const status = oneOf(values.status, STATUSES);
  const type = oneOf(values.type, TYPES);
  const query = useListCouncilOrders(councilId, queryParams({ status, type, page: page > 1 ? page : undefined }), { query: { placeholderData: keepPreviousData } });

  const columns = useMemo(() => {
    const helper = columnHelper<Order>();
    return helper.columns([
      helper.accessor('created_at', { header: 'Date', sortFn: 'text', cell: ({ getValue }) => formatDate(getValue()) }),
      helper.accessor('item_name', { header: 'Item', sortFn: 'text' }),
      helper.accessor('type', { header: 'Type', cell: ({ getValue }) => (getValue() === 'agent' ? 'Agent' : 'Subscription') }),
      helper.accessor('amount', {
        header: 'Amount',
        sortFn: 'basic',
        meta: { className: 'cell-number' },
        cell: ({ row }) => formatMoney(row.original.amount, row.original.currency),
      }),
      helper.accessor('status', {
        header: 'Status',
        cell: ({ getValue }) => <span className={`badge${getValue() === 'pending' || getValue() === 'failed' ? ' badge-warn' : ''}`}>{STATUS_LABEL[getValue()]}</span>,
      }),
      helper.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        meta: { className: 'cell-actions' },
        cell: ({ row }) => (row.original.status === 'pending' ? <PayOrder order={row.original} councilId={councilId} /> : null),
      }),
    ]);
  }, [councilId]);

  const filtered = Boolean(status || type);
  return (
    <>
      <div className="console-filters" role="search" aria-label="Filter orders">
        <div className="field">
          <label htmlFor="orders-status">Status</label>
          <select id="orders-status" value={status ?? ''} onChange={(e) => set({ status: e.target.value })}>
            <option value="">All statuses</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-type">Type</label>
          <select id="orders-type" value={type ?? ''} onChange={(e) => set({ type: e.target.value })}>
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
              <button type="button" className="link-button" onClick={() => set({ status: '', type: '' })}>
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
            <Pager meta={data.meta} label="orders" onPage={(next) => set({ page: next })} />
          </>
        )}
      </QueryState>
    </>
  );
}

function OrderTotals({ orders, partial }: { orders: Order[]; partial: boolean }) {
  const totals = orderTotals(orders);
  const items: [string, ReactNode][] = totals.flatMap((t) => [
    [`Paid${totals.length > 1 ? ` (${t.currency})` : ''}`, formatMoney(t.paid, t.currency)],
    [`Awaiting payment${totals.length > 1 ? ` (${t.currency})` : ''}`, formatMoney(t.pending, t.currency)],
  ]);
  return (
    <section aria-label="Order totals">
      <dl className="summary-grid">
        <div className="summary-item">
          <dt>Orders{partial ? ' on this page' : ''}</dt>
          <dd>{orders.length}</dd>
        </div>
        {items.map(([label, value]) => (
          <div key={label} className="summary-item">
            <dt>
              {label}
              {partial ? ' on this page' : ''}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
