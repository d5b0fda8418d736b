import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useBuyAgent } from '@/generated/api/agents/agents';
import type { Agent, Order } from '@/generated/model';
import { paths } from '@/lib/routes/paths';
import { useUserProfile } from '@/lib/session/auth-context';
import { describeRoles, roleAllows } from '@/lib/session/permissions';
import { announce, notifyError } from '@/features/agents/ui/announce';
import { ordersConfirmedHere } from '@/lib/realtime/notification-messages';
import { useOpenChat } from '@/features/agents/ui/open-chat';
import { errorText } from '@/lib/errors';
import { PayLaterNote, PaymentDialog, preloadPaymentDialog } from '@/features/payments';
import { afterPayment } from '@/lib/query/refresh';
import { formatCharged, formatOrderTotal } from '@/lib/money';
import { BuyReview } from './BuyReview';
import { useWaitingAgentOrder } from '@/features/council';

type Payer = 'me' | number;

/**
 * Buying a paid agent: who pays (yourself, or a council where your role may buy, as the
 * contract's x-council-roles of buyAgent says) and how (card; invoice for councils), then the
 * shared payment step for a card order.
 */
export function BuyPanel({ agent, onOrdered }: { agent: Agent; onOrdered?: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const profile = useUserProfile();
  const openChat = useOpenChat();
  const buy = useBuyAgent();
  const councils = profile?.councils ?? [];
  const [payer, setPayer] = useState<Payer>('me');
  const [method, setMethod] = useState<'card' | 'invoice'>('card');
  const [order, setOrder] = useState<Order | null>(null);
  const [paying, setPaying] = useState(false);
  const [done, setDone] = useState<Order | null>(null);
  // Buying on invoice completes at once: it is reviewed first.
  const [reviewing, setReviewing] = useState(false);
  // An order for this agent and payer already waiting for payment is paid, never placed twice.
  const waiting = useWaitingAgentOrder(agent.id, payer === 'me' ? null : payer);
  const open = order ?? waiting ?? null;
  // What the card is charged, VAT included: the same figure as the order's total.
  const price = formatCharged(agent.price, agent.currency, agent.price_terms);
  const councilName = (councilId: number | null) =>
    councils.find((c) => c.id === councilId)?.name ?? 'your council';

  const finished = (paid: Order) => {
    // The payment step stays open on its success until the user closes it.
    setDone(paid);
    void afterPayment(queryClient, paid);
    // Told once, by the panel that replaces this form (and to screen readers): no toast besides.
    announce(
      paid.council_id === null
        ? `${agent.name} is yours: it is in your agents.`
        : `${agent.name} is now available to ${councilName(paid.council_id)}.`,
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (payer !== 'me' && method === 'invoice') setReviewing(true);
    else place();
  };

  const place = () => {
    const councilId = payer === 'me' ? null : payer;
    buy.mutate(
      {
        agent: agent.id,
        data: { council_id: councilId, payment_method: councilId === null ? 'card' : method },
      },
      {
        onSuccess: ({ data }) => {
          ordersConfirmedHere.add(data.id);
          onOrdered?.();
          if (data.status === 'completed') finished(data);
          else {
            setOrder(data);
            setPaying(true);
          }
        },
        onError: (error) =>
          notifyError(`Could not buy ${agent.name}`, errorText(error, 'Request failed')),
      },
    );
  };

  const dialog = open && (
    <PaymentDialog
      order={open}
      open={paying}
      onOpenChange={setPaying}
      method="card"
      onPaid={finished}
    />
  );

  if (done) {
    return (
      <>
        {dialog}
        <div className="alert alert-success" role="status">
          <p>
            {done.council_id === null
              ? `Order #${done.number} is paid: ${agent.name} is in your agents.`
              : `Order #${done.number} is ${done.payment_status === 'invoiced' ? 'invoiced (not paid yet)' : 'paid'}: ${agent.name} is now one of ${councilName(done.council_id)}’s agents. An administrator chooses who may use it in Council management.`}
          </p>
          {done.council_id === null ? (
            <button type="button" className="button" onClick={() => openChat(agent.id)}>
              Open chat
            </button>
          ) : (
            <p className="dialog-actions">
              <Link
                className="button"
                to={paths.councilManagement.href({ search: { tab: 'agents' } })}
              >
                Go to {agent.name} in Council management
              </Link>
              <Link className="button button-secondary" to={paths.orders.href()}>
                See the order in Orders
              </Link>
            </p>
          )}
        </div>
      </>
    );
  }

  return (
    <>
      {dialog}
      {open ? (
        <div className="alert alert-info" role="status">
          <p>
            Order #{open.number} for {formatOrderTotal(open)} (VAT included) is waiting for payment
            {open.council_id === null
              ? ''
              : ` (${councilName(open.council_id)}, placed by ${open.buyer.name})`}
            . {agent.name} is not{' '}
            {open.council_id === null ? 'yours' : `${councilName(open.council_id)}’s`} yet.{' '}
            <PayLaterNote order={open} />
          </p>
          <button
            type="button"
            className="button"
            onClick={() => {
              // Held here and in the detail: once paid, the waiting order leaves the lists (and the
              // agent becomes the payer's), which must not take the payment step away mid-way.
              setOrder(open);
              ordersConfirmedHere.add(open.id);
              onOrdered?.();
              setPaying(true);
            }}
            onMouseEnter={preloadPaymentDialog}
          >
            Pay order #{open.number}
          </button>
        </div>
      ) : null}
      {order ? null : reviewing && payer !== 'me' ? (
        <>
          <BuyReview
            agent={agent}
            councilName={councilName(payer)}
            busy={buy.isPending}
            onBack={() => setReviewing(false)}
            onConfirm={place}
          />
          {buy.isError && (
            <p className="field-error" role="alert">
              {errorText(buy.error, 'Request failed')}
            </p>
          )}
        </>
      ) : (
        <form className="buy-form" onSubmit={submit}>
          <fieldset>
            <legend>Who pays</legend>
            <label className="choice">
              <input
                type="radio"
                name={`${id}-payer`}
                checked={payer === 'me'}
                onChange={() => setPayer('me')}
              />
              <span>Myself</span>
            </label>
            {councils.map((council) => {
              const allowed = roleAllows('buyAgent', council.role);
              return (
                <label key={council.id} className={`choice${allowed ? '' : ' choice-disabled'}`}>
                  <input
                    type="radio"
                    name={`${id}-payer`}
                    disabled={!allowed}
                    checked={payer === council.id}
                    onChange={() => setPayer(council.id)}
                    aria-describedby={allowed ? undefined : `${id}-why-${council.id}`}
                  />
                  <span>
                    {council.name}
                    {!allowed && (
                      <span id={`${id}-why-${council.id}`} className="muted small">
                        {' '}
                        — only {describeRoles('buyAgent')} can buy for this council.
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </fieldset>
          <fieldset>
            <legend>Payment method</legend>
            <label className="choice">
              <input
                type="radio"
                name={`${id}-method`}
                checked={payer === 'me' || method === 'card'}
                onChange={() => setMethod('card')}
              />
              <span>Card</span>
            </label>
            <label className={`choice${payer === 'me' ? ' choice-disabled' : ''}`}>
              <input
                type="radio"
                name={`${id}-method`}
                disabled={payer === 'me'}
                checked={payer !== 'me' && method === 'invoice'}
                onChange={() => setMethod('invoice')}
                aria-describedby={`${id}-invoice-hint`}
              />
              <span>
                Invoice
                <span id={`${id}-invoice-hint`} className="muted small">
                  {' '}
                  {payer === 'me'
                    ? '— for council purchases only.'
                    : '— sent to the council’s billing address; the agent is available at once.'}
                </span>
              </span>
            </label>
          </fieldset>
          <button
            type="submit"
            className="button"
            disabled={buy.isPending || Boolean(waiting)}
            aria-busy={buy.isPending || undefined}
            onMouseEnter={preloadPaymentDialog}
            onFocus={preloadPaymentDialog}
          >
            {buy.isPending ? 'Placing the order…' : `Buy for ${price}`}
          </button>
          {waiting ? (
            <p className="muted small">
              This payer already has an order for {agent.name} waiting for payment: pay it above.
            </p>
          ) : null}
          {buy.isError && (
            <p className="field-error" role="alert">
              {errorText(buy.error, 'Request failed')}
            </p>
          )}
        </form>
      )}
    </>
  );
}
