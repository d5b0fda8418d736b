/** The shared payment step against the mock backend: each PaymentSetup status, a failed setup, a retry. */
import '../chat/dom-shims';
import '../chat/cleanup';
import nodeConsole from 'node:console';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buyAgent } from '@/generated/api/agents/agents';
import type { Order } from '@/generated/model';
import { PaymentDialog } from '@/features/payments';
import { COUNCILS, USERS } from '@mocks/db/seed-ids';
import { PROVIDER_PROCESSING_MS } from '@mocks/handlers/support/payments';
import { orderResource } from '@mocks/resources/councils';
import { createTestQueryClient, signIn, useChatMock } from '../chat/helpers';

const mock = useChatMock();

beforeAll(() => {
  // The test card is the mock build's provider (chosen at build time from VITE_MOCKS).
  vi.stubEnv('VITE_MOCKS', 'true');
});

/** A paid, published agent the demo user does not own and Northwind does not have. */
function paidAgentId(): number {
  const db = mock.state.db;
  const agent = db.agents.all().find(
    (a) =>
      a.pricing === 'paid' &&
      a.status === 'published' &&
      a.deleted_at === null &&
      !db.userAgents.by('user_id', USERS.demo).some((row) => row.agent_id === a.id) &&
      !db.councilAgents.by('agent_id', a.id).some((row) => row.council_id === COUNCILS.northwind) &&
      // One order waiting for payment per agent and buyer: each test buys an agent with none.
      !db.orders
        .all()
        .some((o) => o.type === 'agent' && o.item_id === a.id && o.status === 'pending') &&
      a.council_id === null,
  );
  if (!agent) throw new Error('the seed has no paid agent demo could buy');
  return agent.id;
}

async function placeOrder(councilId: number | null = null): Promise<Order> {
  const { data } = await buyAgent(paidAgentId(), { payment_method: 'card', council_id: councilId });
  expect(data.status).toBe('pending');
  return data;
}

function renderDialog(order: Order, props: { method?: 'card' | 'invoice' } = {}) {
  const onPaid = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <MemoryRouter>
      <QueryClientProvider client={createTestQueryClient()}>
        <PaymentDialog order={order} open onOpenChange={onOpenChange} onPaid={onPaid} {...props} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { onPaid, onOpenChange };
}

/** The failed requests the DOM logs (as a browser's console does), kept out of the output and returned for assertions. */
function quietHttpErrors(): () => string[] {
  // happy-dom logs them on Node's console, not on the window's.
  const spy = vi.spyOn(nodeConsole, 'error').mockImplementation(() => undefined);
  return () => spy.mock.calls.map((args) => args.map(String).join(' '));
}

const status = () => screen.getByTestId('payment-status');
const step = () => status().dataset.step;
const orderStatus = (id: number) => mock.state.db.orders.get(id)?.status;

beforeEach(async () => {
  await signIn();
});

describe('paying by card', () => {
  it('asks for the card confirmation, then says it succeeded and completes the order', async () => {
    const order = await placeOrder();
    const { onPaid } = renderDialog(order);
    const user = userEvent.setup();
    expect(
      await screen.findByRole('dialog', { name: `Pay for ${order.item_name}` }),
    ).toBeInTheDocument();
    // A personal order cannot be paid on invoice.
    expect(screen.queryByRole('radio', { name: /Invoice/ })).toBeNull();
    expect(screen.getByText('Invoices are available for council orders only.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(step()).toBe('requires_action'));
    expect(status()).toHaveTextContent('Your card needs confirmation');
    expect(orderStatus(order.id)).toBe('pending');

    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(step()).toBe('succeeded'));
    expect(status()).toHaveTextContent('Payment succeeded. Your order is complete.');
    expect(orderStatus(order.id)).toBe('completed');
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(onPaid).toHaveBeenCalledWith(
      expect.objectContaining({ id: order.id, status: 'completed' }),
    );
    // What was bought is the buyer's.
    expect(
      mock.state.db.userAgents.by('user_id', USERS.demo).find((r) => r.agent_id === order.item_id)
        ?.source,
    ).toBe('purchased');
  });

  it('says what happened when the card is declined, and a retry pays', async () => {
    const logged = quietHttpErrors();
    const order = await placeOrder();
    const { onPaid } = renderDialog(order, { method: 'card' });
    const user = userEvent.setup();
    // Chosen on the buy form: the setup starts at once.
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(step()).toBe('failed'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The payment failed. The card was declined: the card holder did not confirm the payment (3-D Secure).',
    );
    expect(orderStatus(order.id)).toBe('pending');
    expect(mock.state.db.payments.get(order.id)?.status).toBe('failed');
    expect(onPaid).not.toHaveBeenCalled();
    expect(logged()).toContainEqual(expect.stringMatching(/confirm 402/));

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(step()).toBe('requires_action'));
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(step()).toBe('succeeded'));
    expect(orderStatus(order.id)).toBe('completed');
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('shows a payment the bank is still processing, and finds it paid when checked again', async () => {
    const logged = quietHttpErrors();
    const order = await placeOrder();
    renderDialog(order, { method: 'card' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm, bank slow' }));
    await waitFor(() => expect(step()).toBe('processing'));
    expect(status()).toHaveTextContent('Your payment is processing');
    // Checked while the provider still works on it: still processing, not restarted.
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(step()).toBe('processing'));
    expect(mock.state.db.payments.get(order.id)?.status).toBe('processing');

    await waitFor(() => expect(orderStatus(order.id)).toBe('completed'), {
      timeout: PROVIDER_PROCESSING_MS + 3000,
    });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(step()).toBe('succeeded'));
    // Checked once the provider finished, the order is no longer pending: 422, read as paid.
    expect(logged()).toContainEqual(expect.stringMatching(/setup 422/));
  });
});

describe('a failed setup', () => {
  it('says the payment could not be started, keeps the order, and a retry works', async () => {
    const logged = quietHttpErrors();
    const order = await placeOrder();
    renderDialog(order);
    const user = userEvent.setup();
    mock.state.faults.force('setupPayment', { status: 500, times: 1 });
    await user.click(await screen.findByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(step()).toBe('setup_error'));
    expect(screen.getByRole('alert')).toHaveTextContent('The payment could not be started.');
    expect(orderStatus(order.id)).toBe('pending');

    expect(logged()).toContainEqual(expect.stringMatching(/setup 500/));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(step()).toBe('requires_action'));
  });
});

describe('paying a council order on invoice', () => {
  it('names the council, the VAT and the total, and reviews the invoice before issuing it', async () => {
    const order = await placeOrder(COUNCILS.northwind);
    const { onPaid } = renderDialog(order);
    const user = userEvent.setup();
    const summary = await screen.findByTestId('pay-summary');
    const council = mock.state.db.councils.get(COUNCILS.northwind)!.name;
    expect(summary).toHaveTextContent(`For${council}`);
    expect(summary).not.toHaveTextContent('Your council');
    expect(summary).toHaveTextContent(`VAT (${order.vat_rate}%)`);
    expect(order.total).toBe(order.amount + order.vat_amount);
    await user.click(await screen.findByRole('radio', { name: /Invoice/ }));
    await user.click(screen.getByRole('button', { name: 'Review the invoice' }));
    const review = screen.getByTestId('invoice-review');
    expect(review).toHaveTextContent(council);
    // Reviewing places nothing: the order is still waiting.
    expect(orderStatus(order.id)).toBe('pending');
    await user.click(
      within(review).getByRole('button', { name: 'Confirm and request the invoice' }),
    );
    await waitFor(() => expect(step()).toBe('invoiced'));
    expect(status()).toHaveTextContent(
      "Invoice issued to the council's billing address, due in 30 days. The order is invoiced, not paid",
    );
    expect(screen.getByRole('link', { name: 'View the invoice' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/invoice\.example\.com\//),
    );
    expect(orderStatus(order.id)).toBe('completed');
    // Invoiced is not paid: what the caller is told says so.
    expect(onPaid).toHaveBeenCalledWith(
      expect.objectContaining({ id: order.id, status: 'completed', payment_status: 'invoiced' }),
    );
    expect(
      screen.getByRole('link', { name: `Go to ${order.item_name} in Council management` }),
    ).toHaveAttribute('href', '/Council_management?tab=agents');
  });
});

// Last: it leaves an order waiting, which the tests above would not expect of the seed.
describe('backing out of the payment step', () => {
  it('can be closed at the card confirmation (Close or Esc): the order waits, and it says where to pay it later', async () => {
    // The seed's agent order waiting for Northwind's payment.
    const waiting = mock.state.db.orders
      .all()
      .find(
        (o) => o.council_id === COUNCILS.northwind && o.type === 'agent' && o.status === 'pending',
      )!;
    const order = orderResource(mock.state.db, waiting);
    const { onOpenChange } = renderDialog(order, { method: 'card' });
    const user = userEvent.setup();
    await waitFor(() => expect(step()).toBe('requires_action'));
    const later = screen.getByTestId('pay-later');
    expect(later).toHaveTextContent(
      `Nothing is charged until it is paid. Order #${order.number} keeps waiting`,
    );
    expect(within(later).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/Orders?payment=awaiting_payment',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledTimes(2);
    expect(orderStatus(order.id)).toBe('pending');
  });
});
