import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@/generated/model';
import SubscriptionsPage from '@/features/subscriptions/SubscriptionsPage';
import {
  chosenInterval,
  defaultInterval,
  intervalsOf,
  monthlyEquivalent,
  plansFor,
  purchaseKind,
} from '@/features/subscriptions/plans';
import { COUNCILS, PLANS } from '@mocks/db/seed-ids';
import { orderResource } from '@mocks/resources/councils';
import { formatMoney } from '@/lib/money';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
import { quietHttpErrors, renderSignedIn, route, useAccountMock } from './helpers';

const mock = useAccountMock();

beforeAll(() => {
  // The test card is the mock build's payment provider (chosen at build time from VITE_MOCKS).
  vi.stubEnv('VITE_MOCKS', 'true');
});
const routes = [route('/Subscriptions', <SubscriptionsPage />)];

const plan = (
  id: number,
  interval: 'month' | 'year',
  price: number,
  seats: number,
  is_current = false,
): Subscription => ({
  id,
  name: `Plan ${id}`,
  description: '',
  price,
  currency: 'GBP',
  interval,
  seats,
  features: [],
  is_current,
  product: `plan-${id}`,
  price_terms: { recurrence: interval, vat_rate: 20, includes_vat: false },
});

describe('plan rules', () => {
  const plans = [
    plan(3, 'year', 199000, 25),
    plan(1, 'month', 2900, 3),
    plan(2, 'month', 9900, 10, true),
  ];

  it('offers the switch only for the intervals the plans have, starting at the current plan’s', () => {
    expect(intervalsOf(plans)).toEqual(['month', 'year']);
    expect(intervalsOf([plan(1, 'year', 1, 1)])).toEqual(['year']);
    expect(defaultInterval(plans)).toBe('month');
    expect(defaultInterval([plan(1, 'month', 1, 1), plan(2, 'year', 1, 1, true)])).toBe('year');
    expect(chosenInterval(plans, 'year')).toBe('year');
    expect(chosenInterval(plans, 'weekly')).toBe('month');
    expect(chosenInterval([plan(1, 'month', 1, 1)], 'year')).toBe('month');
  });

  it('lists one interval cheapest first, with yearly prices per month, and names each purchase', () => {
    expect(plansFor(plans, 'month').map((p) => p.id)).toEqual([1, 2]);
    expect(monthlyEquivalent(plans[0]!)).toBe(16583);
    const current = plans[2];
    expect(purchaseKind(plans[2]!, current)).toBe('current');
    expect(purchaseKind(plans[0]!, current)).toBe('upgrade');
    expect(purchaseKind(plans[1]!, current)).toBe('downgrade');
    expect(purchaseKind(plans[1]!, undefined)).toBe('buy');
  });
});

describe('SubscriptionsPage', () => {
  it('shows the plans of the chosen interval side by side, the current one marked, and switches with the URL', async () => {
    const { router } = await renderSignedIn('demo@example.com', routes, '/Subscriptions');
    const team = await screen.findByTestId(`plan-${PLANS.team}`);
    expect(within(team).getByText('Current plan')).toBeInTheDocument();
    expect(within(team).queryByRole('button')).toBeNull();
    expect(screen.getByRole('list', { name: 'Monthly plans' })).toBeInTheDocument();
    expect(screen.queryByTestId(`plan-${PLANS.enterprise}`)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(await screen.findByRole('list', { name: 'Yearly plans' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?billing=year');
    const enterprise = screen.getByTestId(`plan-${PLANS.enterprise}`);
    expect(within(enterprise).getByText(/a month, billed yearly/)).toBeInTheDocument();
    expect(
      within(enterprise).getByRole('button', { name: 'Upgrade to Enterprise' }),
    ).toBeInTheDocument();
  });

  it('shows the same plans at the other price when switched, each price saying it recurs and VAT comes on top', async () => {
    await renderSignedIn('demo@example.com', routes, '/Subscriptions');
    const names = (list: HTMLElement) =>
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent);
    const monthly = names(await screen.findByRole('list', { name: 'Monthly plans' }));
    expect(monthly).toEqual(['Starter', 'Team', 'Council', 'Enterprise']);
    // Issue 61 second walk: the card said "+ VAT per month" and then "Per month, renews
    // automatically, plus 20% VAT: … charged a month": the period and VAT twice in two lines.
    expect(screen.getByTestId(`plan-${PLANS.team}-terms`)).toHaveTextContent(
      /^Charged £118\.80 a month, with 20% VAT; renews automatically\.$/,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(names(await screen.findByRole('list', { name: 'Yearly plans' }))).toEqual(monthly);
    expect(screen.getByTestId(`plan-${PLANS.council}-terms`)).toHaveTextContent(
      /^Charged £2,388\.00 a year, with 20% VAT; renews automatically\.$/,
    );
  });

  it('shows the plan of an order waiting for payment at either position of the switch, payable from its card', async () => {
    const waiting = mock.state.db.orders
      .all()
      .find(
        (o) =>
          o.council_id === COUNCILS.northwind &&
          o.type === 'subscription' &&
          o.status === 'pending',
      )!;
    const ordered = mock.state.db.subscriptions.get(waiting.item_id)!;
    const other = ordered.interval === 'year' ? 'month' : 'year';
    await renderSignedIn('demo@example.com', routes, `/Subscriptions?billing=${other}`);
    const list = await screen.findByRole('list', {
      name: other === 'month' ? 'Monthly plans' : 'Yearly plans',
    });
    const card = within(list).getByRole('heading', { level: 2, name: ordered.name }).closest('li')!;
    // Issue 61: the card at the other interval says which order waits, and its button says so too.
    const word = ordered.interval === 'year' ? 'yearly' : 'monthly';
    const total = formatMoney(orderResource(mock.state.db, waiting).total, waiting.currency);
    const button = within(card).getByRole('button', {
      name: `Pay the ${word} order #${waiting.id}`,
    });
    expect(button).toHaveAccessibleDescription(
      new RegExp(
        `^Order #${waiting.id} is for the ${word} ${ordered.name} plan, ${escape(total)} incl\\. VAT a ${ordered.interval}:`,
      ),
    );
    expect(within(card).queryByRole('button', { name: `Pay order #${waiting.id}` })).toBeNull();
  });

  it('names the order at its own interval plainly, and the prices say VAT comes on top', async () => {
    const waiting = mock.state.db.orders
      .all()
      .find(
        (o) =>
          o.council_id === COUNCILS.northwind &&
          o.type === 'subscription' &&
          o.status === 'pending',
      )!;
    const ordered = mock.state.db.subscriptions.get(waiting.item_id)!;
    await renderSignedIn('demo@example.com', routes, `/Subscriptions?billing=${ordered.interval}`);
    const card = await screen.findByTestId(`plan-${ordered.id}`);
    expect(within(card).getByRole('button', { name: `Pay order #${waiting.id}` })).toBeEnabled();
    expect(card).toHaveTextContent(`+ VAT per ${ordered.interval}`);
    expect(screen.getByText(/^Current plan:/).closest('p')).toHaveTextContent(/\+ VAT per/);
  });

  it('buys a yearly plan: the order, the payment step by card, then the plan is the council’s', async () => {
    await renderSignedIn('demo@example.com', routes, '/Subscriptions?billing=year');
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Enterprise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for Enterprise' });
    const order = mock.state.db.orders
      .all()
      .find((o) => o.item_name === 'Enterprise' && o.status === 'pending')!;
    expect(order).toMatchObject({
      council_id: COUNCILS.northwind,
      type: 'subscription',
      amount: 499000,
    });

    fireEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Confirm payment' }));
    expect(
      await screen.findByText(
        /Paid: Enterprise is now your council’s plan|Paid: Enterprise is now your council's plan/,
      ),
    ).toBeInTheDocument();
    expect(mock.state.db.orders.get(order.id)?.status).toBe('completed');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Done' }));
    expect(
      await within(await screen.findByTestId(`plan-${PLANS.enterprise}`)).findByText(
        'Current plan',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the order in Orders' })).toHaveAttribute(
      'href',
      '/Orders',
    );
  });

  it('keeps an unpaid order visible and payable when the payment step is closed', async () => {
    await renderSignedIn('demo@example.com', routes, '/Subscriptions');
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Starter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for Starter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/is waiting for\s+payment/)).toBeInTheDocument();
    const pending = await screen.findByRole('region', { name: 'Waiting for payment' });
    expect(within(pending).getByText('Starter')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('dialog', { name: 'Pay for Starter' })).toBeInTheDocument();
  });

  it('says why a member cannot buy, and shows no buy button', async () => {
    await renderSignedIn('member@example.com', routes, '/Subscriptions');
    expect(await screen.findByTestId('buy-not-allowed')).toHaveTextContent(
      'Only administrators of Northwind Parish Council can buy or change its plan. You are a member there.',
    );
    await screen.findByTestId(`plan-${PLANS.starter}`);
    expect(screen.queryByRole('button', { name: /Buy|Upgrade|Switch/ })).toBeNull();
  });

  it('shows why an order could not be placed', async () => {
    const logged = quietHttpErrors();
    mock.state.faults.force('buySubscription', {
      status: 500,
      times: 1,
      message: 'The billing service is down.',
    });
    await renderSignedIn('demo@example.com', routes, '/Subscriptions');
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Starter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not order Starter: The billing service is down.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(logged()).toEqual([expect.stringMatching(/POST \S+\/api\/subscriptions\/\d+\/buy 500/)]);
  });
});
