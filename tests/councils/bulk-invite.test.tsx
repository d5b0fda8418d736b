/** Invite many: the preview flags bad rows before anything is sent, and each sent row says how it went. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BulkInvite } from '@/features/users/invite/BulkInvite';
import { COUNCILS } from '@mocks/db/seed-ids';
import { renderPage, signedInStore, useCouncilMock } from './helpers';

const mock = useCouncilMock();
const dictionaries = {
  roles: [
    { id: 1, name: 'Administrator', slug: 'admin' as const },
    { id: 2, name: 'Manager', slug: 'manager' as const },
    { id: 3, name: 'Member', slug: 'member' as const },
  ],
  positions: [{ id: 1, name: 'Associate' }],
};
const invitationsTo = (email: string) => mock.state.db.invitations.all().filter((i) => i.email === email);

describe('BulkInvite', () => {
  it('previews pasted rows, sends only the good ones and shows the server’s refusal per row', async () => {
    const store = await signedInStore('demo@example.com');
    renderPage(<BulkInvite councilId={COUNCILS.northwind} dictionaries={dictionaries} />, store);
    const user = userEvent.setup();
    fireEvent.change(screen.getByLabelText('Email addresses'), {
      target: { value: 'one.new@example.org\nmember@example.com\nbroken@\nowner@example.org,owner' },
    });
    expect(screen.getByText('4 rows: 2 ready, 2 with problems (not sent).')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.className)).toEqual(['', '', 'row-bad', 'row-bad']);
    expect(rows[3]).toHaveTextContent('Unknown role “owner” (use Administrator, Manager or Member).');

    await user.click(screen.getByRole('button', { name: 'Send 2 invitations' }));
    await waitFor(() => expect(rows[0]).toHaveTextContent('Invited'));
    // member@example.com is a member already: the server's words, on its row.
    await waitFor(() => expect(rows[1]).toHaveTextContent('This user is already a member of the council.'));
    expect(invitationsTo('one.new@example.org')).toHaveLength(1);
    expect(invitationsTo('owner@example.org')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send 2 invitations' })).toBeDisabled();
  });

  it('loads a CSV file into the preview, and refuses a file that is not CSV', async () => {
    const store = await signedInStore('demo@example.com');
    renderPage(<BulkInvite councilId={COUNCILS.northwind} dictionaries={dictionaries} />, store);
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Or load a CSV file');
    await user.upload(input, new File(['email,role,position\ncsv.person@example.org,manager,Associate\n'], 'people.csv', { type: 'text/csv' }));
    expect(await screen.findByText('1 row: 1 ready.')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('csv.person@example.org');
    expect(screen.getByRole('table')).toHaveTextContent('manager');

    await user.upload(input, new File(['%PDF'], 'people.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('people.pdf is not a CSV file.');
  });
});
