/** Invite many: the preview flags bad rows before anything is sent, and each sent row says how it went. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BulkInvite } from '@/features/council/console/users/invite/BulkInvite';
import { COUNCILS, INVITATIONS, USERS } from '@mocks/db/seed-ids';
import { renderPage, signedInStore, useCouncilMock } from './helpers';

const mock = useCouncilMock();
const dictionaries = {
  roles: [
    { id: 1, name: 'Administrator', slug: 'admin' as const },
    { id: 2, name: 'Manager', slug: 'manager' as const },
    { id: 3, name: 'Member', slug: 'member' as const },
  ],
  positions: [{ id: 1, name: 'Deputy Clerk' }],
};
const invitationsTo = (email: string) =>
  mock.state.db.invitations.all().filter((i) => i.email === email);

describe('BulkInvite', () => {
  it('previews pasted rows, flags members and pending invitations before sending, and sends only the good ones', async () => {
    const store = await signedInStore('demo@example.com');
    renderPage(<BulkInvite councilId={COUNCILS.northwind} dictionaries={dictionaries} />, store);
    const user = userEvent.setup();
    fireEvent.change(screen.getByLabelText('Email addresses'), {
      target: {
        value: `one.new@example.org\nmember@example.com\nbroken@\nowner@example.org,owner\n${INVITATIONS.newAccount.email}`,
      },
    });
    // The council's people are read first: member@example.com is a member, the last one already invited.
    expect(
      await screen.findByText('5 rows: 1 ready, 4 with problems (not sent).'),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.className)).toEqual(['', 'row-bad', 'row-bad', 'row-bad', 'row-bad']);
    expect(rows[0]).toHaveTextContent('Ready');
    expect(rows[1]).toHaveTextContent(
      `${mock.state.db.users.get(USERS.member)!.name} is already a member.`,
    );
    expect(rows[3]).toHaveTextContent(
      'Unknown role “owner” (use Administrator, Manager or Member).',
    );
    expect(rows[4]).toHaveTextContent(
      'Already invited: resend the invitation from the list instead.',
    );

    const before = mock.state.db.invitations.all().length;
    await user.click(screen.getByRole('button', { name: 'Send 1 invitation' }));
    await waitFor(() => expect(rows[0]).toHaveTextContent('Invited'));
    expect(invitationsTo('one.new@example.org')).toHaveLength(1);
    expect(invitationsTo('owner@example.org')).toHaveLength(0);
    expect(mock.state.db.invitations.all()).toHaveLength(before + 1);
    expect(screen.getByRole('button', { name: 'Send 1 invitation' })).toBeDisabled();
  });

  it('loads a CSV file into the preview, and refuses a file that is not CSV', async () => {
    const store = await signedInStore('demo@example.com');
    renderPage(<BulkInvite councilId={COUNCILS.northwind} dictionaries={dictionaries} />, store);
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Or load a CSV file');
    await user.upload(
      input,
      new File(
        ['email,role,position\ncsv.person@example.org,manager,Deputy Clerk\n'],
        'people.csv',
        {
          type: 'text/csv',
        },
      ),
    );
    expect(await screen.findByText('1 row: 1 ready.')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('csv.person@example.org');
    expect(screen.getByRole('table')).toHaveTextContent('Manager');

    await user.upload(input, new File(['%PDF'], 'people.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('people.pdf is not a CSV file.');
  });
});
