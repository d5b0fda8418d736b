/**
 * Issue 61, finding 7: a seat of a plan that renews itself says when it renews, not that it
 * expires, and the "Expiring within 30 days" tile counts only seats that will really end.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LicencesPage from '@/features/council/console/licences/LicencesPage';
import { OfferLicence } from '@/features/council/console/management/join-requests/OfferLicence';
import { formatDate } from '@/lib/constants/dates';
import { COUNCILS } from '@mocks/db/seed-ids';
import { renderPage, signedInStore, useCouncilMock } from './helpers';

const mock = useCouncilMock();

describe('a renewing seat on /Licences', () => {
  it('says "Renews" with the date, shows no "Expires soon", and is not counted as expiring', async () => {
    renderPage(<LicencesPage />, await signedInStore('demo@example.com'));
    const table = await screen.findByRole('table');
    const plan = mock.state.db.councils.get(COUNCILS.northwind)!.subscription_id;
    const seats = mock.state.db.licences
      .all()
      .filter((l) => l.council_id === COUNCILS.northwind && l.subscription_id === plan);
    expect(seats.length).toBeGreaterThan(0);
    const rows = within(table).getAllByRole('row');
    for (const seat of seats) {
      const row = rows.find((r) => within(r).queryByText(seat.name, { exact: true }))!;
      expect(row).toHaveTextContent(`Renews ${formatDate(seat.expires_at!)}`);
      expect(row).not.toHaveTextContent(/Expires/);
    }
    // The seats of the plan the council had before ran out: they say so.
    expect(within(table).getAllByText(/^Expired /).length).toBeGreaterThan(0);
    const figures = within(screen.getByLabelText('Licence summary'));
    expect(figures.getByText('Expiring within 30 days').nextElementSibling).toHaveTextContent(
      /^0$/,
    );
  });
});

describe('offering a free licence to a new member', () => {
  it('says a seat of the current plan renews, not that it runs until a date', async () => {
    const plan = mock.state.db.councils.get(COUNCILS.northwind)!.subscription_id;
    const free = mock.state.db.licences
      .all()
      .find(
        (l) =>
          l.council_id === COUNCILS.northwind && l.subscription_id === plan && l.user_id === null,
      )!;
    const request = {
      id: 1,
      council_id: COUNCILS.northwind,
      user: { id: 99, name: 'New Member', email: 'new.member@example.com', avatar_url: null },
      message: null,
      status: 'approved' as const,
      decided_at: null,
      created_at: new Date().toISOString(),
    };
    renderPage(
      <OfferLicence councilId={COUNCILS.northwind} request={request} onDone={() => undefined} />,
      await signedInStore('demo@example.com'),
    );
    const option = await screen.findByRole('option', { name: new RegExp(`^${free.name} `) });
    expect(option).toHaveTextContent(`${free.name} (renews ${formatDate(free.expires_at!)})`);
  });
});
