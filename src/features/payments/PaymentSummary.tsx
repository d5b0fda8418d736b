/**
 * What the payment step says about the order: what is paid, for whom (the council by its name),
 * the price, the VAT and the total as the API computed them; the review of an invoice before it is
 * issued; and, once done, the way to what was bought.
 */
import { Link } from 'react-router';
import type { Order } from '@/generated/model';
import { formatMoney } from '@/lib/money';
import { paths } from '@/lib/routes/paths';

export function PaymentSummary({ order }: { order: Order }) {
  return (
    <dl className="pay-summary" data-testid="pay-summary">
      <dt>Order</dt>
      <dd>#{order.number}</dd>
      <dt>For</dt>
      <dd>{order.council?.name ?? 'You (a personal purchase)'}</dd>
      <dt>Price (excl. VAT)</dt>
      <dd>{formatMoney(order.amount, order.currency)}</dd>
      <dt>VAT ({order.vat_rate}%)</dt>
      <dd>{formatMoney(order.vat_amount, order.currency)}</dd>
      <dt>Total (incl. VAT)</dt>
      <dd>
        <strong>{formatMoney(order.total, order.currency)}</strong>
      </dd>
    </dl>
  );
}

export function InvoiceReview({
  order,
  onBack,
  onConfirm,
}: {
  order: Order;
  onBack: () => void;
  onConfirm: () => void;
}) {
  return (
    <section
      className="pay-form"
      aria-labelledby="invoice-review-title"
      data-testid="invoice-review"
    >
      <h3 id="invoice-review-title">Review the invoice</h3>
      <p>
        An invoice for {formatMoney(order.total, order.currency)} (VAT included) goes to the billing
        address of {order.council?.name}, due in 30 days. {order.item_name} is {order.council?.name}
        ’s as soon as you confirm; the invoice is paid afterwards by bank transfer or card.
      </p>
      <div className="pay-actions">
        <button type="button" className="button button-secondary" onClick={onBack}>
          Back
        </button>
        <button type="button" className="button" onClick={onConfirm}>
          Confirm and request the invoice
        </button>
      </div>
    </section>
  );
}

/** Once paid or invoiced: a link to what was bought (an agent in chat or in the council's agents, a plan's licences). */
export function WhereItIs({ order, onGo }: { order: Order; onGo: () => void }) {
  if (order.type === 'subscription')
    return (
      <Link className="button button-secondary" to={paths.licences.href()} onClick={onGo}>
        See the licences
      </Link>
    );
  return order.council === null ? (
    <Link
      className="button button-secondary"
      to={paths.chat.href({ search: { agent: order.item_id } })}
      onClick={onGo}
    >
      Open {order.item_name} in chat
    </Link>
  ) : (
    <Link
      className="button button-secondary"
      to={paths.councilManagement.href({ search: { tab: 'agents' } })}
      onClick={onGo}
    >
      Go to {order.item_name} in Council management
    </Link>
  );
}
