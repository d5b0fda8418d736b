import type { Order, PriceTerms, Subscription } from '@/generated/model';
import { chargedAmount, formatMoney, formatOrderTotal } from '@/lib/money';
import { formatDate } from '@/lib/constants/dates';
import { preloadPaymentDialog } from '@/features/payments';
import { INTERVAL_LABEL, PER_INTERVAL, monthlyEquivalent, purchaseKind } from './plans';

const ACTION_LABEL = {
  buy: 'Buy',
  upgrade: 'Upgrade to',
  downgrade: 'Switch to',
  switch: 'Switch to',
} as const;

/**
 * One plan at the switch's position: its price (before VAT, said so) and what it is charged, its
 * seats and features, and the one action. When an order for this plan's product waits for payment,
 * the card says which order that is (the other interval's price included) and its button pays it.
 * The notes sit above the button, so the buttons of the cards line up at the bottom.
 */
export function PlanCard({
  plan,
  current,
  canBuy,
  busy,
  ordering,
  waiting,
  waitingPlan,
  onBuy,
}: {
  plan: Subscription;
  current: Subscription | undefined;
  canBuy: boolean;
  busy: boolean;
  ordering: boolean;
  /** This plan's product's order waiting for payment: the button pays it. */
  waiting: Order | undefined;
  /** The plan that order is for (this one, or the same product at the other interval). */
  waitingPlan?: Subscription;
  onBuy: () => void;
}) {
  const kind = purchaseKind(plan, current);
  const titleId = `plan-${plan.id}-title`;
  const noteId = `plan-${plan.id}-waiting`;
  // The order may be for the other interval: then the card says so, and so does its button.
  const otherInterval = waiting && waitingPlan && waitingPlan.interval !== plan.interval;
  const ordered = otherInterval ? INTERVAL_LABEL[waitingPlan.interval].toLowerCase() : null;
  return (
    <li
      className={`plan-card${plan.is_current ? ' plan-current' : ''}`}
      aria-labelledby={titleId}
      data-testid={`plan-${plan.id}`}
    >
      <div className="plan-head">
        <h2 id={titleId}>{plan.name}</h2>
        {plan.is_current ? <span className="badge badge-success">Current plan</span> : null}
      </div>
      <p className="plan-price">
        <strong>{formatMoney(plan.price, plan.currency)}</strong>{' '}
        <span className="muted">+ VAT per {PER_INTERVAL[plan.interval]}</span>
      </p>
      {/* The price line says the period and "+ VAT" already: this one adds what is charged and
          that it renews, without saying either of those twice. */}
      <p className="muted small" data-testid={`plan-${plan.id}-terms`}>
        Charged {formatMoney(chargedAmount(plan.price, plan.price_terms), plan.currency)} a{' '}
        {PER_INTERVAL[plan.interval]}
        {vatWords(plan.price_terms)}; renews automatically.
      </p>
      {plan.interval === 'year' ? (
        <p className="muted small">
          That is {formatMoney(monthlyEquivalent(plan), plan.currency)} + VAT a month, billed
          yearly.
        </p>
      ) : null}
      <p className="muted">{plan.description}</p>
      <p className="plan-seats">
        <strong>{plan.seats}</strong> seats
      </p>
      <ul className="plan-features" aria-label={`${plan.name} includes`}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="plan-action">
        {waiting && canBuy ? (
          <p className="small plan-waiting" id={noteId}>
            Order #{waiting.number}
            {ordered ? ` is for the ${ordered} ${plan.name} plan, ` : ', '}
            {formatOrderTotal(waiting)} incl. VAT
            {waitingPlan ? ` a ${PER_INTERVAL[waitingPlan.interval]}` : ''}: ordered on{' '}
            {formatDate(waiting.created_at)} by {waiting.buyer.name}, not paid yet.
          </p>
        ) : null}
        {kind === 'downgrade' && canBuy ? (
          <p className="small muted">Fewer seats than your current plan.</p>
        ) : null}
        {kind === 'current' ? (
          <p className="small muted">Your council's plan.</p>
        ) : canBuy ? (
          <button
            type="button"
            className={`button button-block${kind === 'downgrade' ? ' button-secondary' : ''}`}
            onClick={onBuy}
            onPointerEnter={preloadPaymentDialog}
            onFocus={preloadPaymentDialog}
            disabled={busy}
            aria-busy={ordering || undefined}
            aria-describedby={waiting ? noteId : undefined}
          >
            {ordering
              ? 'Placing the order…'
              : waiting
                ? `Pay ${ordered ? `the ${ordered} ` : ''}order #${waiting.number}`
                : `${ACTION_LABEL[kind]} ${plan.name}`}
          </button>
        ) : null}
      </div>
    </li>
  );
}

/** How VAT is in the charged amount: ", with 20% VAT" (added) or ", VAT included". */
function vatWords(terms: PriceTerms | null | undefined): string {
  if (!terms) return '';
  return terms.includes_vat ? ', VAT included' : `, with ${terms.vat_rate}% VAT`;
}
