import type { Agent } from '@/generated/model';
import { formatCharged, formatMoney, priceTermsText } from '@/lib/money';

/**
 * What buying on invoice will do, said before it happens: the invoice completes the order at once
 * (the agent is the council's straight away), so the administrator confirms what, for whom, at
 * what price, and when the invoice is due.
 */
export function BuyReview({
  agent,
  councilName,
  busy,
  onBack,
  onConfirm,
}: {
  agent: Agent;
  councilName: string;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  return (
    <section className="buy-review" aria-labelledby="buy-review-title" data-testid="buy-review">
      <h3 id="buy-review-title">Review the purchase</h3>
      <dl className="agent-facts">
        <dt>Agent</dt>
        <dd>{agent.name}</dd>
        <dt>For</dt>
        <dd>{councilName}</dd>
        <dt>Price</dt>
        <dd>
          {formatMoney(agent.price, agent.currency)}
          {agent.price_terms ? (
            <span className="muted small"> ({priceTermsText(agent.price_terms)})</span>
          ) : null}
        </dd>
        <dt>Total</dt>
        <dd>{formatCharged(agent.price, agent.currency, agent.price_terms)}</dd>
        <dt>Payment</dt>
        <dd>Invoice to the council’s billing address, due in 30 days</dd>
      </dl>
      <p className="muted small">
        {agent.name} is {councilName}’s as soon as you confirm; the invoice is paid afterwards.
      </p>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onBack} disabled={busy}>
          Back
        </button>
        <button
          type="button"
          className="button"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? 'Placing the order…' : 'Confirm and buy on invoice'}
        </button>
      </div>
    </section>
  );
}
