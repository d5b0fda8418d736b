import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import type { Order } from '@/generated/model';
import { formatMoney } from '@/lib/money';
import { describePayment, isBusy, type PaymentMethod, type PaymentState } from './payment-machine';
import { paymentProvider, type CardConfirmationProps } from './provider';
import { usePayment } from './use-payment';
import { InvoiceReview, PaymentSummary, WhereItIs } from './PaymentSummary';
import { PayLaterNote } from './pay-later';
import '@/lib/ui/dialog.css';
import './payments.css';

export interface PaymentDialogProps {
  /** A pending order (from buying an agent or a subscription). */
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the order is paid (card succeeded, or invoiced), with the order marked completed. */
  onPaid?: (order: Order) => void;
  /** Start at once with this method instead of asking (e.g. it was chosen on the buy form). */
  method?: PaymentMethod;
}

export function PaymentDialogContent({
  order,
  open,
  onOpenChange,
  onPaid,
  method,
}: PaymentDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="modal" aria-describedby={undefined} data-testid="payment-dialog">
          <Dialog.Title className="modal-title">Pay for {order.item_name}</Dialog.Title>
          <PaymentFlow
            order={order}
            onPaid={onPaid}
            initialMethod={method}
            onClose={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PaymentFlow({
  order,
  onPaid,
  initialMethod,
  onClose,
}: {
  order: Order;
  onPaid?: (order: Order) => void;
  initialMethod?: PaymentMethod;
  onClose: () => void;
}) {
  const payment = usePayment(order, onPaid);
  const { state } = payment;
  // An invoice already issued is paid by card here (or by transfer); a personal order has no invoice.
  const invoiceAllowed = order.council !== null && order.payment_status !== 'invoiced';
  const [method, setMethod] = useState<PaymentMethod>(
    initialMethod === 'invoice' && invoiceAllowed ? 'invoice' : 'card',
  );
  // Requesting an invoice completes the order at once: it is reviewed first.
  const [reviewing, setReviewing] = useState(initialMethod === 'invoice' && invoiceAllowed);
  const [autoStarted, setAutoStarted] = useState(false);
  if (initialMethod === 'card' && !autoStarted && state.step === 'choose') {
    setAutoStarted(true);
    void payment.start('card');
  }
  const total = formatMoney(order.total, order.currency);
  const failed = state.step === 'failed' || state.step === 'setup_error';
  const done = state.step === 'succeeded' || state.step === 'invoiced';

  return (
    <div className="pay-body">
      <PaymentSummary order={order} />

      {/* Every state in words, announced as it changes; a failure is an alert. */}
      <p
        className={`pay-status pay-status-${state.step}${failed ? ' alert alert-error' : ''}${state.step === 'succeeded' || state.step === 'invoiced' ? ' alert alert-success' : ''}`}
        role={failed ? 'alert' : 'status'}
        data-testid="payment-status"
        data-step={state.step}
      >
        {describePayment(state)}
      </p>

      {state.step === 'choose' && reviewing && (
        <InvoiceReview
          order={order}
          onBack={() => setReviewing(false)}
          onConfirm={() => void payment.start('invoice')}
        />
      )}

      {state.step === 'choose' && !reviewing && (
        <form
          className="pay-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (method === 'invoice') setReviewing(true);
            else void payment.start(method);
          }}
        >
          <MethodPicker
            method={method}
            onChange={setMethod}
            invoiceAllowed={invoiceAllowed}
            noInvoiceReason={
              order.payment_status === 'invoiced'
                ? 'The invoice is issued already: pay it by card here, or by bank transfer with the details on the invoice.'
                : 'Invoices are available for council orders only.'
            }
          />
          <div className="pay-actions">
            <button type="button" className="button button-secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button">
              {method === 'card' ? `Pay ${total}` : 'Review the invoice'}
            </button>
          </div>
        </form>
      )}

      {(state.step === 'requires_action' || state.step === 'confirming') && (
        <>
          <ProviderStep
            state={state}
            onStart={payment.confirming}
            onResult={payment.providerAnswered}
          />
          {/* Backing out is always possible (Esc does the same): the order waits, unpaid. */}
          <p className="muted small" data-testid="pay-later">
            Not now? <PayLaterNote order={order} />
          </p>
          <div className="pay-actions">
            <button type="button" className="button button-secondary" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      )}

      {state.step === 'processing' && (
        <div className="pay-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Close
          </button>
          <button type="button" className="button" onClick={() => void payment.start('card')}>
            Check again
          </button>
        </div>
      )}

      {failed && (
        <div className="pay-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Close
          </button>
          <button type="button" className="button button-secondary" onClick={payment.retry}>
            {invoiceAllowed ? 'Choose another method' : 'Back'}
          </button>
          <button type="button" className="button" onClick={() => void payment.start(state.method)}>
            Try again
          </button>
        </div>
      )}

      {done && (
        <div className="pay-actions">
          <WhereItIs order={order} onGo={onClose} />
          {state.step === 'invoiced' && state.setup.redirect_url && (
            <a
              className="button button-secondary"
              href={state.setup.redirect_url}
              target="_blank"
              rel="noreferrer noopener"
            >
              View the invoice
            </a>
          )}
          <button type="button" className="button" onClick={onClose} autoFocus>
            Done
          </button>
        </div>
      )}

      {isBusy(state) && state.step === 'preparing' && (
        <div className="pay-progress" aria-hidden="true" />
      )}
    </div>
  );
}

function MethodPicker({
  method,
  onChange,
  invoiceAllowed,
  noInvoiceReason,
}: {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  invoiceAllowed: boolean;
  noInvoiceReason: string;
}) {
  const id = useId();
  return (
    <fieldset className="pay-methods">
      <legend>Payment method</legend>
      <label className="pay-method">
        <input
          type="radio"
          name={`${id}-method`}
          value="card"
          checked={method === 'card'}
          onChange={() => onChange('card')}
        />
        <span>
          Card
          <span className="muted small"> Pay now; your bank may ask you to confirm.</span>
        </span>
      </label>
      {invoiceAllowed ? (
        <label className="pay-method">
          <input
            type="radio"
            name={`${id}-method`}
            value="invoice"
            checked={method === 'invoice'}
            onChange={() => onChange('invoice')}
          />
          <span>
            Invoice
            <span className="muted small">
              {' '}
              Sent to the council's billing address, due in 30 days; what you bought is available at
              once.
            </span>
          </span>
        </label>
      ) : (
        <p className="muted small">{noInvoiceReason}</p>
      )}
    </fieldset>
  );
}

function ProviderStep({
  state,
  onStart,
  onResult,
}: {
  state: Extract<PaymentState, { step: 'requires_action' | 'confirming' }>;
  onStart: () => void;
  onResult: CardConfirmationProps['onResult'];
}) {
  const provider = paymentProvider.use();
  if (!provider) return <p className="muted small">Loading the card confirmation…</p>;
  return (
    <provider.CardConfirmation
      setup={state.setup}
      busy={state.step === 'confirming'}
      onStart={onStart}
      onResult={onResult}
    />
  );
}
