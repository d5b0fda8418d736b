/** My agents: grouped by source, Open chat, an empty account pointed to the store; back from the provider's page. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import AgentsPage from '@/features/agents/my-agents/AgentsPage';
import { usePaymentReturn } from '@/features/payments';
import { USERS } from '@mocks/db/seed-ids';
import { renderPage, signIn, useAgentsMock } from './helpers';

const mock = useAgentsMock();
beforeEach(() => signIn());

describe('My agents', () => {
  it('groups the agents by where they came from, and Open chat starts a chat with one', async () => {
    const { router } = await renderPage(<AgentsPage />, '/Agents', '/Agents');
    const purchased = await screen.findByRole('region', { name: /^Purchased/ });
    const free = screen.getByRole('region', { name: /^Added for free/ });
    const council = screen.getByRole('region', { name: /^From your councils/ });
    const rows = mock.state.db.userAgents
      .by('user_id', USERS.demo)
      .filter((r) => r.source === 'purchased');
    expect(within(purchased).getAllByRole('listitem')).toHaveLength(rows.length);
    expect(within(free).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(council).getAllByRole('listitem').length).toBeGreaterThan(0);
    const first = within(purchased).getAllByRole('listitem')[0]!;
    await userEvent.setup().click(within(first).getByRole('button', { name: /^Open chat with / }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `/chat?agent=${first.dataset.agentId}`,
      ),
    );
  });

  it('points an account with no agents to the app store', async () => {
    // Nora has no council; her two free agents are taken away first.
    for (const row of mock.state.db.userAgents.by('user_id', USERS.noCouncil))
      mock.state.db.userAgents.delete(row.id);
    await signIn('nocouncil@example.com');
    await renderPage(<AgentsPage />, '/Agents', '/Agents');
    expect(await screen.findByText('You have no agents yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the app store' })).toHaveAttribute(
      'href',
      '/App_store',
    );
  });
});

describe('back from the payment provider', () => {
  function Probe() {
    usePaymentReturn();
    return null;
  }

  it('tells the user the order is being confirmed and takes the parameter out of the URL', async () => {
    const { router } = await renderPage(
      <Probe />,
      '/App_store?agent=3&payment_order=41',
      '/App_store',
    );
    expect(await screen.findByText(/order #41 is being confirmed/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?agent=3'));
  });
});
