import type { ReactNode } from 'react';
import type { Order, Supplier } from '@/generated/model';
import { formatMoney } from '@/lib/money';
import { StatusBadge } from '@/components/status';
import { PanelDialog } from '@/features/council/console/ui/PanelDialog';
import { formatDate } from '@/lib/constants/dates';
import { BankTransfer } from './BankTransfer';
import {
  documentKindOf,
  documentNumberOf,
  payActionOf,
  paymentStatusOf,
  totalLabelOf,
} from './order-status';
import './order-document.css';

const METHOD = { card: 'Card', invoice: 'Invoice (bank transfer)' } as const;

/**
 * An order's invoice or receipt, in a dialog that prints on its own (order-document.css hides the
 * rest of the page for print), so the browser can save it as PDF.
 */
export function OrderDocumentDialog({
  order,
  billTo,
  now,
  pay,
  onClose,
}: {
  order: Order | null;
  /** Who the document is addressed to: the council, or the buyer for a personal purchase. */
  billTo: string;
  now: Date;
  /** The button that pays what is still due (`payActionOf`), labelled with it. */
  pay?: (order: Order, label: string) => ReactNode;
  onClose: () => void;
}) {
  const kind = order ? documentKindOf(order) : 'Order';
  const action = order ? payActionOf(order) : null;
  return (
    <PanelDialog
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        order
          ? kind === 'Order'
            ? `Order #${order.number}`
            : `${kind} for order #${order.number}`
          : ''
      }
      wide
    >
      {order ? (
        <>
          <article
            className="order-document"
            aria-label={`${kind} ${documentNumberOf(order) ?? `order #${order.number}`}`}
          >
            <header className="order-document-head">
              <div>
                <h2>{kind}</h2>
                <SupplierBlock supplier={order.supplier} />
              </div>
              <StatusBadge status={paymentStatusOf(order, now)} />
            </header>
            <dl className="order-document-facts">
              {kind === 'Receipt' && order.receipt_number ? (
                <div>
                  <dt>Receipt number</dt>
                  <dd>{order.receipt_number}</dd>
                </div>
              ) : null}
              {order.invoice_number ? (
                <div>
                  <dt>{kind === 'Receipt' ? 'For invoice' : 'Invoice number'}</dt>
                  <dd>{order.invoice_number}</dd>
                </div>
              ) : null}
              <div>
                <dt>Order number</dt>
                <dd>#{order.number}</dd>
              </div>
              <div>
                <dt>Ordered on</dt>
                <dd>{formatDate(order.created_at)}</dd>
              </div>
              <div>
                <dt>Billed to</dt>
                <dd>{billTo}</dd>
              </div>
              <div>
                <dt>Placed by</dt>
                <dd>
                  {order.buyer.name} ({order.buyer.email})
                </dd>
              </div>
              {order.payment_method ? (
                <div>
                  <dt>Payment method</dt>
                  <dd>{METHOD[order.payment_method]}</dd>
                </div>
              ) : null}
              {order.due_at ? (
                <div>
                  <dt>Due</dt>
                  <dd>{formatDate(order.due_at)}</dd>
                </div>
              ) : null}
              {order.paid_at ? (
                <div>
                  <dt>Paid on</dt>
                  <dd>{formatDate(order.paid_at)}</dd>
                </div>
              ) : null}
            </dl>
            <table className="order-document-lines">
              <caption className="sr-only">What was ordered</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Type</th>
                  <th scope="col" className="cell-number">
                    Amount (excl. VAT)
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>{order.item_name}</td>
                  <td>{order.type === 'agent' ? 'Agent' : 'Subscription plan'}</td>
                  <td className="cell-number">{formatMoney(order.amount, order.currency)}</td>
                </tr>
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    Subtotal (excluding VAT)
                  </th>
                  <td className="cell-number">{formatMoney(order.amount, order.currency)}</td>
                </tr>
                <tr>
                  <th scope="row" colSpan={2}>
                    VAT ({order.vat_rate}%)
                  </th>
                  <td className="cell-number">{formatMoney(order.vat_amount, order.currency)}</td>
                </tr>
                <tr className="order-document-total">
                  <th scope="row" colSpan={2}>
                    {totalLabelOf(order, now)}
                  </th>
                  <td className="cell-number">{formatMoney(order.total, order.currency)}</td>
                </tr>
              </tfoot>
            </table>
            {order.bank_details ? (
              <BankTransfer
                bank={order.bank_details}
                reference={order.payment_reference}
                total={formatMoney(order.total, order.currency)}
              />
            ) : null}
            <p className="muted small">Amounts in {order.currency}.</p>
          </article>
          <div className="dialog-actions no-print">
            <button type="button" className="button button-secondary" onClick={onClose}>
              Close
            </button>
            <button
              type="button"
              className={action && pay ? 'button button-secondary' : 'button'}
              onClick={() => window.print()}
            >
              Print or save as PDF
            </button>
            {action && pay ? pay(order, action) : null}
          </div>
        </>
      ) : null}
    </PanelDialog>
  );
}

/** Who issued the document, as accounts need it filed: legal name, registered address, VAT and company numbers. */
function SupplierBlock({ supplier }: { supplier: Supplier }) {
  return (
    <address className="order-document-supplier" aria-label="Supplier">
      <strong>{supplier.name}</strong>
      <span>{supplier.address_lines.join(', ')}</span>
      {/* A number is never broken across lines: accounts copy it as it is printed. */}
      <span>
        VAT registration number: <span className="nowrap">{supplier.vat_number}</span>
        {supplier.company_number ? (
          <>
            {' '}
            · Company number: <span className="nowrap">{supplier.company_number}</span>
          </>
        ) : null}
      </span>
    </address>
  );
}
