import type { Order } from '@/generated/model';
import { formatOrderTotal } from '@/lib/money';
import { StatusBadge } from '@/components/status';
import { columnHelper, type ConsoleColumns } from '@/features/council/console/ui/table';
import { RowActions } from '@/features/council/console/ui/RowActions';
import { formatDate } from '@/lib/constants/dates';
import { documentKindOf, payActionOf, paymentStatusOf } from './order-status';

/**
 * The columns every order list shows (a council's orders, a user's own purchases): the number
 * people quote, when, what, who placed it, what it charges (VAT included), where the money is (with an invoice's due
 * date), and the actions: pay a waiting order, open its invoice or receipt.
 */
export function orderColumns({
  now,
  withBuyer,
  pay,
  onDocument,
}: {
  now: Date;
  withBuyer: boolean;
  /** The button of `payActionOf(order)`, labelled with it. */
  pay: (order: Order, label: string) => React.ReactNode;
  onDocument: (order: Order) => void;
}): ConsoleColumns<Order> {
  const helper = columnHelper<Order>();
  return helper.columns([
    helper.accessor('id', {
      header: 'Order',
      sortFn: 'basic',
      cell: ({ row }) => `#${row.original.number}`,
    }),
    helper.accessor('created_at', {
      header: 'Date',
      sortFn: 'text',
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    helper.accessor('item_name', { header: 'Item', sortFn: 'text' }),
    helper.accessor('type', {
      header: 'Type',
      // The first to give way on a narrow laptop: the item names it, and the filter above sorts by it.
      meta: { className: 'cell-optional' },
      cell: ({ getValue }) => (getValue() === 'agent' ? 'Agent' : 'Subscription'),
    }),
    ...(withBuyer
      ? [
          helper.accessor((order) => order.buyer.name, {
            id: 'buyer',
            header: 'Placed by',
            sortFn: 'text',
          }),
        ]
      : []),
    // What was charged, VAT included, as the document's total says (docs/app-rules.md#money).
    helper.accessor('total', {
      header: 'Total (incl. VAT)',
      sortFn: 'basic',
      meta: { className: 'cell-number' },
      cell: ({ row }) => formatOrderTotal(row.original),
    }),
    helper.accessor('payment_status', {
      header: 'Payment',
      cell: ({ row }) => {
        const order = row.original;
        const status = paymentStatusOf(order, now);
        return (
          <span className="order-payment">
            <StatusBadge status={status} />
            {order.due_at && (status === 'invoiced' || status === 'overdue') ? (
              <span className="muted small"> due {formatDate(order.due_at)}</span>
            ) : null}
          </span>
        );
      },
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: 'cell-actions' },
      cell: ({ row }) => {
        const order = row.original;
        const kind = documentKindOf(order);
        const action = payActionOf(order);
        const document = kind === 'Order' ? 'Details' : kind;
        return (
          <RowActions
            label={`Actions for order #${order.number}`}
            primary={action ? pay(order, action) : null}
            items={[{ label: `Open ${document.toLowerCase()}`, onSelect: () => onDocument(order) }]}
          >
            <button
              type="button"
              className="button button-small button-secondary"
              onClick={() => onDocument(order)}
            >
              {document}
              <span className="sr-only"> for order #{order.number}</span>
            </button>
          </RowActions>
        );
      },
    }),
  ]);
}
