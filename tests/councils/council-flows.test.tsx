/**
 * The console's own flows against the mock backend: a user without a council creates one, the
 * profile form shows the server's field errors, and a 403 reads as who may do it, not an error page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CouncilManagementPage from '@/features/council/console/management/CouncilManagementPage';
import UsersPage from '@/features/council/console/users/UsersPage';
import { renderPage, renderRoute, signedInStore, useCouncilMock } from './helpers';

const mock = useCouncilMock();

describe('council console flows', () => {
  it('lets a user without a council create one, and then shows its users', async () => {
    const store = await signedInStore('nocouncil@example.com');
    // Through the app's routes: the council gate is the guards' (an unverified account would be
    // sent to verify its email first, so this one is verified).
    renderRoute('/Users', store);
    expect(await screen.findByTestId('access-explanation')).toHaveTextContent(
      'Welcome! Users is for administrators, managers and members of a council',
    );
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Create a council' });
    await user.click(within(form).getByRole('button', { name: 'Create council' }));
    expect(await within(form).findByText('Use at least 2 characters.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Council name'), 'Lower Marsh Town Council');
    await user.click(within(form).getByRole('button', { name: 'Create council' }));
    await waitFor(() =>
      expect(store.getState().userProfile?.councils.map((c) => c.name)).toEqual([
        'Lower Marsh Town Council',
      ]),
    );
    const rows = await screen.findAllByRole('row');
    expect(rows[1]).toHaveTextContent('nocouncil@example.com');
    // Your own row: your role is shown, not offered for change, and nothing on it can lock you out.
    expect(within(rows[1]!).getByText('Administrator')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('combobox', { name: /^Role of/ })).toBeNull();
    expect(within(rows[1]!).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(rows[1]!).queryByRole('checkbox')).toBeNull();
  });

  it('offers Save profile at once, not greyed out until a field changes (issue 61 second walk)', async () => {
    renderPage(
      <CouncilManagementPage />,
      await signedInStore('demo@example.com'),
      '/Council_management',
    );
    await screen.findByLabelText('Web address name');
    const save = screen.getByRole('button', { name: 'Save profile' });
    expect(save).toBeEnabled();
    await userEvent.setup().click(save);
    expect(await screen.findByText('The council profile is saved.')).toBeInTheDocument();
  });

  it('puts the server’s 422 on the profile field it belongs to', async () => {
    renderPage(
      <CouncilManagementPage />,
      await signedInStore('demo@example.com'),
      '/Council_management',
    );
    const slug = await screen.findByLabelText('Web address name');
    const taken = mock.state.db.councils.all().find((c) => c.id !== 1)!.slug;
    const user = userEvent.setup();
    await user.clear(slug);
    await user.type(slug, taken);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('The slug has already been taken.')).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveFocus();
  });

  it('reads a 403 as who may see the page, without a retry', async () => {
    mock.state.faults.force('listCouncilUsers', { status: 403, times: 1 });
    renderPage(<UsersPage />, await signedInStore('member@example.com'), '/Users');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Only administrators, managers and members of this council can do this.',
    );
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('offers a retry when the list fails otherwise', async () => {
    mock.state.faults.force('listCouncilUsers', { status: 500, times: 1 });
    renderPage(<UsersPage />, await signedInStore('member@example.com'), '/Users');
    const alert = await screen.findByRole('alert');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByRole('row')).length).toBeGreaterThan(1);
  });
});
