/**
 * Issue 16 point 5: a user without a council sees their pending invitations where they land (the
 * sidebar's "Your councils"), and can accept or decline them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CouncilList } from '@/features/council/switcher/CouncilList';
import { inviteCouncilUser } from '@/generated/api/council-users/council-users';
import { COUNCILS, USERS } from '@mocks/db/seed-ids';
import { renderPage, signedInStore, useCouncilMock } from './helpers';

const mock = useCouncilMock();

describe('pending invitations of a user without a council', () => {
  it('are declined after a confirmation, and leave the council’s list', async () => {
    // partner@example.com is in Partner Lab only: invite them to Northwind, then take them out of Partner Lab.
    await signedInStore('demo@example.com');
    await inviteCouncilUser(COUNCILS.northwind, { email: 'partner@example.com', role: 'member' });
    const partnerLab = mock.state.db.memberships.find(
      (m) => m.user_id === USERS.partner && m.council_id === COUNCILS.partnerLab,
    )!;
    mock.state.db.memberships.delete(partnerLab.id);

    renderPage(<CouncilList />, await signedInStore('partner@example.com'));
    const invitation = await screen.findByRole('listitem', {
      name: 'Invitation to Northwind Parish Council',
    });
    const user = userEvent.setup();
    await user.click(
      within(invitation).getByRole('button', {
        name: 'Decline the invitation to Northwind Parish Council',
      }),
    );
    await user.click(within(invitation).getByRole('button', { name: 'Yes, decline' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('listitem', { name: 'Invitation to Northwind Parish Council' }),
      ).toBeNull(),
    );
    expect(
      mock.state.db.memberships.find(
        (m) => m.user_id === USERS.partner && m.council_id === COUNCILS.northwind,
      ),
    ).toBeUndefined();
  });

  it('are shown in "Your councils" with accept, which makes the council current', async () => {
    renderPage(<CouncilList />, await signedInStore('nocouncil@example.com'));
    const invitation = await screen.findByRole('listitem', {
      name: 'Invitation to Northwind Parish Council',
    });
    expect(invitation).toHaveTextContent(
      'invited you to join Northwind Parish Council as a member.',
    );
    expect(
      within(invitation).getByRole('button', {
        name: 'Decline the invitation to Northwind Parish Council',
      }),
    ).toBeInTheDocument();
    await userEvent.setup().click(
      within(invitation).getByRole('button', {
        name: 'Accept the invitation to Northwind Parish Council',
      }),
    );
    const councils = await screen.findByTestId('council-list');
    expect(
      within(councils).getByRole('button', { name: /Northwind Parish Council/ }),
    ).toHaveAttribute('aria-current', 'true');
    // No notice takes the invitation's place in the sidebar: the toast is the one confirmation.
    expect(await screen.findByText(/Welcome to Northwind Parish Council\./)).toBeInTheDocument();
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
    expect(mock.state.db.users.get(USERS.noCouncil)?.current_council_id).toBe(COUNCILS.northwind);
  });
});
