/**
 * Issue 61, "confirmed more than once": asking to join a council from the no-council panel said
 * so by a toast and by the "Request sent" that took the button's place. The place where the
 * button was says it, in a live region, and nothing else does.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JoinCouncilSearch } from '@/features/council/join/JoinCouncilSearch';
import { renderPage, signedInStore, useCouncilMock } from './helpers';

useCouncilMock();

describe('asking to join a council found by name', () => {
  it('is confirmed once, where its button was', async () => {
    const user = userEvent.setup();
    renderPage(<JoinCouncilSearch />, await signedInStore('nocouncil@example.com'));
    await user.type(screen.getByLabelText('Council name or join code'), 'Harbor');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const found = await screen.findByRole('list', { name: 'Councils found' });
    const result = within(found)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Harbor District Council'))!;
    const status = within(result).getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.click(
      within(result).getByRole('button', { name: 'Ask to join Harbor District Council' }),
    );
    await within(status).findByText('Request sent');
    expect(status).toHaveTextContent(
      'Request sent to the administrators of Harbor District Council: they will answer.',
    );
    expect(within(result).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/was sent to its administrators/)).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
  });
});
