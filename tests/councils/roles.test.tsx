/**
 * Role-aware rendering: the same pages for an administrator, a manager and a member of Northwind,
 * each shown only the actions the contract's x-council-roles allow them.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CouncilManagementPage from '@/features/council/console/management/CouncilManagementPage';
import LicencesPage from '@/features/council/console/licences/LicencesPage';
import UsersPage from '@/features/council/console/users/UsersPage';
import { renderPage, signedInStore, useCouncilMock } from './helpers';

useCouncilMock();

const firstRow = async () => (await screen.findAllByRole('row'))[1]!;

describe('Users page by role', () => {
  it('gives an administrator invite, role, position and remove controls', async () => {
    renderPage(<UsersPage />, await signedInStore('demo@example.com'), '/Users');
    const row = await firstRow();
    expect(within(row).getByRole('combobox', { name: /^Role of/ })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^(Remove|Revoke) / })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Invite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite many' })).toBeInTheDocument();
  });

  it.each(['manager@example.com', 'member@example.com'])(
    'shows %s the list read-only',
    async (email) => {
      renderPage(<UsersPage />, await signedInStore(email), '/Users');
      const row = await firstRow();
      expect(within(row).queryByRole('combobox')).toBeNull();
      expect(within(row).queryByRole('button')).toBeNull();
      expect(screen.queryByRole('button', { name: /^Invite/ })).toBeNull();
      expect(screen.getByRole('note')).toHaveTextContent('Only administrators can invite people');
    },
  );

  it('reads search, role and status from the URL', async () => {
    renderPage(
      <UsersPage />,
      await signedInStore('demo@example.com'),
      '/Users?role=manager&status=active',
    );
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(within(row).getByRole('combobox', { name: /^Role of/ })).toHaveValue('manager');
    expect(screen.getByLabelText('Role')).toHaveValue('manager');
    expect(screen.getByLabelText('Status')).toHaveValue('active');
  });
});

describe('Council management by role', () => {
  it('gives an administrator the profile form, the join code and the join requests tab', async () => {
    renderPage(
      <CouncilManagementPage />,
      await signedInStore('demo@example.com'),
      '/Council_management',
    );
    expect(await screen.findByRole('button', { name: 'Save profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Join code', { selector: 'code' })).toHaveTextContent('K7P2QX9M');
    expect(screen.getByRole('tab', { name: /Join requests/ })).toBeInTheDocument();
  });

  it('lets a manager manage agents and files but not the profile or join requests', async () => {
    renderPage(
      <CouncilManagementPage />,
      await signedInStore('manager@example.com'),
      '/Council_management?tab=agents',
    );
    expect(await screen.findByRole('tab', { name: 'Agents', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Join requests/ })).toBeNull();
    const row = await firstRow();
    expect(within(row).getByRole('button', { name: /^Settings of/ })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^SharePoint of/ })).toBeInTheDocument();
  });

  it('shows a member the council read-only', async () => {
    renderPage(
      <CouncilManagementPage />,
      await signedInStore('member@example.com'),
      '/Council_management',
    );
    expect(
      await screen.findByText(
        'Only administrators can change the council’s profile and join code.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save profile' })).toBeNull();
    expect(screen.queryByLabelText('Join code', { selector: 'code' })).toBeNull();
    // The page's description names only what a member finds there (no join requests).
    expect(screen.getByText("Your council's profile, agents and files.")).toBeInTheDocument();
    expect(screen.queryByText(/join requests/i)).toBeNull();
  });
});

describe('Licences by role', () => {
  it('tells a manager who may see the licences, without a failing request or retry', async () => {
    renderPage(<LicencesPage />, await signedInStore('manager@example.com'), '/Licences');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Only administrators of Northwind Parish Council can see and assign its licences.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
