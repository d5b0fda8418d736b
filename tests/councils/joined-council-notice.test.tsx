/**
 * Issue 61 point 10: after accepting an invitation on the new-chat screen, the agent picker still
 * showed the two personal agents and only a toast said anything. A council's agents reach a member
 * through per-agent assignment (the contract's CouncilAgent), so the screen says so where the invitation was.
 * That notice is the accept's one confirmation: a toast besides said it twice.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NewChat } from '@/features/chat/NewChat';
import { renderPage, signedInStore, useCouncilMock } from './helpers';

useCouncilMock();

describe('the new-chat screen of a user who accepts an invitation', () => {
  it('says why the council’s agents are not in the picker yet, and who gives them', async () => {
    renderPage(<NewChat />, await signedInStore('nocouncil@example.com'));
    const invitation = await screen.findByRole('listitem', {
      name: 'Invitation to Northwind Parish Council',
    });
    const picker = await screen.findByRole('group', { name: 'Who do you want to talk to?' });
    const agentsBefore = within(picker).getAllByRole('radio').length;
    await userEvent.setup().click(
      within(invitation).getByRole('button', {
        name: 'Accept the invitation to Northwind Parish Council',
      }),
    );
    const notice = await screen.findByText(/Its agents are not in your list yet/);
    expect(notice).toHaveTextContent(
      'Its agents are not in your list yet: each one is given to the members its administrators and managers assign to it. Until then, you chat with your own agents.',
    );
    expect(notice.closest('[role="status"]')).toHaveTextContent(
      'You joined Northwind Parish Council as a member.',
    );
    expect(within(picker).getAllByRole('radio')).toHaveLength(agentsBefore);
    // One action, one confirmation: the notice (a live region) says it, no toast besides.
    expect(screen.queryByText(/Welcome to Northwind Parish Council/)).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
  });
});
