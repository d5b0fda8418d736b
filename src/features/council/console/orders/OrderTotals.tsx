import type { ReactNode } from 'react';
import type { Order } from '@/generated/model';
import { formatMoney } from '@/lib/money';
import { count } from '@/lib/words';
import { orderTotals } from './order-totals';

/** The orders' sums split as their payment statuses are: paid, invoiced (owed), awaiting payment, refunded. */
export function OrderTotals({ orders, partial }: { orders: Order[]; partial: boolean }) {
  const totals = orderTotals(orders);
  const many = totals.length > 1;
  const failed = orders.filter((order) => order.payment_status === 'failed').length;
  const items: [string, ReactNode, string][] = totals.flatMap((t) => {
    const suffix = many ? ` (${t.currency})` : '';
    return [
      [`Paid${suffix}`, formatMoney(t.paid, t.currency), 'summary-success'],
      [
        `Invoiced, not paid${suffix}`,
        formatMoney(t.invoiced, t.currency),
        t.invoiced > 0 ? 'summary-warn' : '',
      ],
      [
        `Awaiting payment${suffix}`,
        formatMoney(t.awaiting, t.currency),
        t.awaiting > 0 ? 'summary-warn' : '',
      ],
      [`Refunded${suffix}`, formatMoney(t.refunded, t.currency), ''],
    ] as [string, ReactNode, string][];
  });
  const onPage = partial ? ' on this page' : '';
  return (
    <section aria-label="Order totals">
      <dl className="summary-grid">
        <div className="summary-item">
          <dt>Orders{onPage}</dt>
          <dd>{orders.length}</dd>
        </div>
        {items.map(([label, value, tone]) => (
          <div key={label} className={`summary-item ${tone}`.trim()}>
            <dt>
              {label}
              {onPage}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
        {failed > 0 ? (
          <div className="summary-item summary-danger">
            <dt>Failed payments{onPage}</dt>
            <dd>{count(failed, 'order')}</dd>
          </div>
        ) : null}
      </dl>
      <p className="muted small">Amounts as charged, VAT included.</p>
    </section>
  );
}
