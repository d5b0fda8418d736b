/**
 * Issue 61, "confirmed more than once": approving a join request showed a toast ("… is now a
 * member.") above the licence offer that opens and says the same. An administrator, who may
 * give licences, hears it once from the offer's status line; one who may not gets the toast.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JoinRequests } from '@/features/council/console/management/join-requests/JoinRequests';
import { COUNCILS } from '@mocks/db/seed-ids';
import { renderPage, signedInStore, useCouncilMock } from './helpers';

const mock = useCouncilMock();

describe('approving a join request', () => {
  it('is confirmed once, by the licence offer that opens', async () => {
    const pending = mock.state.db.joinRequests.where(
      (r) => r.council_id === COUNCILS.northwind && r.status === 'pending',
    )[0]!;
    const name = mock.state.db.users.get(pending.user_id)!.name;
    renderPage(
      <JoinRequests councilId={COUNCILS.northwind} />,
      await signedInStore('demo@example.com'),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: `Approve ${name}` }));
    const offer = await screen.findByRole('region', { name: `Licence for ${name}` });
    expect(within(offer).getByText(/is now a member, without a licence/)).toBeInTheDocument();
    expect(screen.queryByText(`${name} is now a member.`, { selector: '[data-title]' })).toBeNull();
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
    // Said to screen readers by a live region that was there before the approval.
    const status = screen.getByText(`${name} is now a member.`);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveClass('sr-only');
  });
});
