/**
 * The console's words (issue 38): the page header names the council the administrator acts in,
 * the Users table says which licence a member holds (not "Yes"/"None"), and the button that takes
 * a licence back says "Unassign" (not "Free", which reads like a price).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LicencesPage from '@/features/council/console/licences/LicencesPage';
import UsersPage from '@/features/council/console/users/UsersPage';
import { renderPage, signedInStore, useCouncilMock } from './helpers';

const mock = useCouncilMock();

describe('console wording', () => {
  it('names the current council above the page title', async () => {
    const store = await signedInStore('demo@example.com');
    const profile = store.getState().userProfile!;
    const current = profile.councils.find((c) => c.id === profile.current_council_id)!;
    renderPage(<UsersPage />, store);
    expect(await screen.findByTestId('console-council')).toHaveTextContent(
      `Council: ${current.name}`,
    );
  });

  it('says which licence a member holds, or "No licence"', async () => {
    renderPage(<UsersPage />, await signedInStore('demo@example.com'));
    const table = await screen.findByRole('table', { name: /^Users of / });
    const holder = mock.state.db.licences
      .all()
      .find((l) => l.user_id !== null && l.council_id === 1)!;
    const holderName = mock.state.db.users.get(holder.user_id!)!.name;
    const row = (await within(table).findAllByRole('row')).find((r) =>
      r.textContent?.includes(holderName),
    )!;
    await within(row).findByText(holder.name);
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toContain('No licence');
    expect(cells).not.toContain('Yes');
    expect(cells).not.toContain('None');
  });

  it('labels the button that takes a licence back "Unassign"', async () => {
    renderPage(<LicencesPage />, await signedInStore('demo@example.com'));
    const table = await screen.findByRole('table');
    const buttons = await within(table).findAllByRole('button', {
      name: /^Unassign Team seat 1 from /,
    });
    expect(buttons).toHaveLength(1);
    expect(within(table).queryByRole('button', { name: /^Free/ })).toBeNull();
  });
});
