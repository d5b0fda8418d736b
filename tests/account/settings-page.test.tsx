import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SettingsPage from '@/features/settings/SettingsPage';
import { formatDate } from '@/lib/constants/dates';
import { USERS } from '@mocks/db/seed-ids';
import { quietHttpErrors, renderSignedIn, route, useAccountMock } from './helpers';

const mock = useAccountMock();
const routes = [route('/Settings', <SettingsPage />)];

describe('SettingsPage', () => {
  it('saves only what changed, and puts the server’s field errors on their fields', async () => {
    const logged = quietHttpErrors();
    const { auth } = await renderSignedIn('member@example.com', routes, '/Settings');
    const form = await screen.findByRole('form', { name: 'Profile' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Nothing has changed.')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Email'), {
      target: { value: 'demo@example.com' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('The email has already been taken.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(within(form).getByLabelText('Email'), {
      target: { value: 'member@example.com' },
    });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Mia M. Member' } });
    fireEvent.change(within(form).getByLabelText('Position'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Your profile is saved.')).toBeInTheDocument();
    expect(mock.state.db.users.get(USERS.member)).toMatchObject({
      name: 'Mia M. Member',
      position_id: null,
    });
    expect(auth.getState().userProfile?.name).toBe('Mia M. Member');
    expect(logged()).toEqual([expect.stringMatching(/PUT \S+\/api\/profile 422/)]);
  });

  it('changes the date format everywhere, mm/dd/yy by default', async () => {
    await renderSignedIn('member@example.com', routes, '/Settings');
    const select = await screen.findByLabelText('Date format');
    expect(select).toHaveValue('mm/dd/yy');
    expect(formatDate(new Date(2026, 2, 14))).toBe('03/14/26');
    fireEvent.change(select, { target: { value: 'dd.mm.yyyy' } });
    await waitFor(() =>
      expect(
        screen.getByText('Dates across the app look like this: 14.03.2026.'),
      ).toBeInTheDocument(),
    );
    expect(formatDate(new Date(2026, 2, 14))).toBe('14.03.2026');
    fireEvent.change(select, { target: { value: 'mm/dd/yy' } });
    expect(localStorage.getItem('council-chat:date-format')).toBeNull();
  });

  it('says whether the user signs in with Microsoft', async () => {
    mock.state.db.users.update(USERS.manager, { microsoft_email: 'max.manager@northwind.example' });
    await renderSignedIn('manager@example.com', routes, '/Settings');
    const section = await screen.findByRole('region', { name: 'Sign-in methods' });
    expect(within(section).getByText('Microsoft: linked')).toBeInTheDocument();
    expect(section).toHaveTextContent('max.manager@northwind.example');
  });

  it('says when Microsoft sign-in is not used', async () => {
    await renderSignedIn('member@example.com', routes, '/Settings');
    const section = await screen.findByRole('region', { name: 'Sign-in methods' });
    expect(within(section).getByText('Microsoft: not used')).toBeInTheDocument();
  });
});
