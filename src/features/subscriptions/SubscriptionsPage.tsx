import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/lib/routes/paths';
import { count } from '@/lib/words';
import type { Order, Subscription } from '@/generated/model';
import { formatMoney, formatOrderTotal } from '@/lib/money';
import { describeRoles, useCan } from '@/lib/session/permissions';
import { QueryState } from '@/components/QueryState';
import { useCurrentCouncil } from '@/lib/session/current-council';
import { formatDate } from '@/lib/constants/dates';
import { PayLaterNote, PaymentDialog, preloadPaymentDialog } from '@/features/payments';
import { IntervalSwitch } from './IntervalSwitch';
import { councilOrdersQuery, plansQuery } from './queries';
import {
  INTERVAL_LABEL,
  PER_INTERVAL,
  chosenInterval,
  intervalsOf,
  plansFor,
  waitingOrderFor,
} from './plans';
import { PlanCard } from './PlanCard';
import { useBuyPlan, type PurchaseState } from './use-buy-plan';
import './subscriptions.css';

/** `/Subscriptions`: the plans side by side, and buying or changing the current council's plan. */
export default function SubscriptionsPage() {
  const plans = useQuery(plansQuery());
  const council = useCurrentCouncil();
  const canBuy = useCan('buySubscription');
  const purchase = useBuyPlan(council?.id ?? null);
  const [params, setParams] = useSearchParams();
  // Orders waiting for payment, by plan: buying such a plan again pays that order instead (no second order).
  const orders = useQuery({
    ...councilOrdersQuery(council?.id ?? 0, {
      payment_status: 'awaiting_payment',
      type: 'subscription',
      per_page: 100,
    }),
    enabled: Boolean(council && canBuy),
  });
  const pending = orders.data?.data ?? [];

  return (
    <section className="page subscriptions-page" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">Subscriptions</h1>
        <p className="muted">
          {council ? (
            <>
              Plans for <strong>{council.name}</strong>: each gives the council licences (seats) for
              its members.
            </>
          ) : (
            'Plans give a council licences (seats) for its members.'
          )}
        </p>
      </header>

      {!council ? (
        <p className="alert alert-info">
          You are not in a council yet, so there is no plan to buy.{' '}
          <Link to={paths.join.href()}>Join a council</Link> to see its plan.
        </p>
      ) : !canBuy ? (
        <p className="alert alert-info" data-testid="buy-not-allowed">
          Only {describeRoles('buySubscription')} of {council.name} can buy or change its plan. You
          are {council.role === 'admin' ? 'an' : 'a'} {council.role} there.
        </p>
      ) : null}

      <PurchaseStatus state={purchase.state} onPay={purchase.pay} onDismiss={purchase.dismiss} />

      <QueryState
        query={plans}
        empty="No plans are offered right now."
        isEmpty={(d) => d.data.length === 0}
      >
        {({ data }) => {
          const interval = chosenInterval(data, params.get('billing'));
          const current = data.find((plan) => plan.is_current);
          const waitingFor = (plan: Subscription) => waitingOrderFor(data, pending, plan);
          return (
            <>
              {current ? (
                <p className="current-plan-summary">
                  Current plan: <strong>{current.name}</strong>,{' '}
                  {formatMoney(current.price, current.currency)} + VAT per{' '}
                  {PER_INTERVAL[current.interval]}, {count(current.seats, 'seat')}.
                </p>
              ) : council ? (
                <p className="current-plan-summary">{council.name} has no plan yet.</p>
              ) : null}
              {intervalsOf(data).length > 1 ? (
                <IntervalSwitch
                  value={interval}
                  offered={intervalsOf(data)}
                  onChange={(next) =>
                    setParams(
                      (currentParams) => {
                        const out = new URLSearchParams(currentParams);
                        out.set('billing', next);
                        return out;
                      },
                      { replace: true },
                    )
                  }
                />
              ) : null}
              <ul className="plan-grid" aria-label={`${INTERVAL_LABEL[interval]} plans`}>
                {plansFor(data, interval).map((plan) => (
                  <PlanCard
                    key={plan.id}
                    plan={plan}
                    current={current}
                    canBuy={canBuy && council !== null}
                    busy={purchase.state.step === 'ordering'}
                    ordering={
                      purchase.state.step === 'ordering' && purchase.state.plan.id === plan.id
                    }
                    waiting={waitingFor(plan)}
                    waitingPlan={data.find((p) => p.id === waitingFor(plan)?.item_id)}
                    onBuy={() => {
                      const order = waitingFor(plan);
                      if (order) purchase.pay(order);
                      else void purchase.start(plan);
                    }}
                  />
                ))}
              </ul>
              <p className="muted small">
                A new plan replaces the current one once its payment completes; its seats are added
                as licences.
              </p>
            </>
          );
        }}
      </QueryState>

      {council && canBuy ? (
        <PendingOrders orders={orders} pending={pending} onPay={purchase.pay} />
      ) : null}

      {purchase.paying ? (
        <PaymentDialog
          order={purchase.paying}
          open
          onOpenChange={(open) => {
            if (!open) purchase.closePayment();
          }}
          onPaid={(order) => void purchase.paid(order)}
        />
      ) : null}
    </section>
  );
}

function PurchaseStatus({
  state,
  onPay,
  onDismiss,
}: {
  state: PurchaseState;
  onPay: (order: Order) => void;
  onDismiss: () => void;
}) {
  switch (state.step) {
    case 'failed':
      return (
        <div className="alert alert-error" role="alert">
          <p>
            Could not order {state.plan.name}: {state.message}
          </p>
          <button type="button" className="link-button" onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      );
    case 'unpaid':
      return (
        <div className="alert alert-warn" role="status">
          <p>
            Order #{state.order.number} for {state.order.item_name} ({formatOrderTotal(state.order)}{' '}
            incl. VAT) is waiting for payment. The plan starts once it is paid.{' '}
            <PayLaterNote order={state.order} />
          </p>
          <p className="purchase-actions">
            <button type="button" className="button" onClick={() => onPay(state.order)}>
              Pay now
            </button>
          </p>
        </div>
      );
    case 'paid':
      return (
        <div className="alert alert-success" role="status">
          <p>
            {state.order.payment_status === 'invoiced'
              ? `Invoiced: ${state.order.item_name} is now your council's plan (order #${state.order.number}); the invoice is due${state.order.due_at ? ` by ${formatDate(state.order.due_at)}` : ''}.`
              : `Paid: ${state.order.item_name} is now your council's plan (order #${state.order.number}).`}
          </p>
          <p className="purchase-actions">
            <Link to={paths.orders.href()}>See the order in Orders</Link>
            <button type="button" className="link-button" onClick={onDismiss}>
              Dismiss
            </button>
          </p>
        </div>
      );
    default:
      return null;
  }
}

/** Subscription orders placed and not paid yet: each can be paid from here. */
function PendingOrders({
  orders,
  pending,
  onPay,
}: {
  orders: { isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  pending: Order[];
  onPay: (order: Order) => void;
}) {
  if (orders.isError) {
    return (
      <div className="alert alert-error" role="alert">
        <p>
          The council's orders could not be loaded:{' '}
          {orders.error instanceof Error ? orders.error.message : 'Request failed'}
        </p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void orders.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  if (pending.length === 0) return null;
  return (
    <section className="pending-orders" aria-labelledby="pending-orders-title">
      <h2 id="pending-orders-title">Waiting for payment</h2>
      <ul className="link-list">
        {pending.map((order) => (
          <li key={order.id} className="pending-order">
            <span>
              Order #{order.number}: <strong>{order.item_name}</strong>, {formatOrderTotal(order)}{' '}
              incl. VAT, placed {formatDate(order.created_at)} by {order.buyer.name}
            </span>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => onPay(order)}
              onPointerEnter={preloadPaymentDialog}
            >
              Pay order #{order.number}
            </button>
          </li>
        ))}
      </ul>
      <p className="small">
        <Link to={paths.orders.href()}>All orders</Link>
      </p>
    </section>
  );
}
