/**
 * Issue 61, finding 4: Publish on a draft the backend would refuse (no category) is refused before
 * the confirmation, with the reason said; a 422 the server still sends lands on its field and closes
 * the confirmation (publishing again would fail the same way), leaving the editor as it was.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgent } from '@/generated/api/agents/agents';
import ManageAgentsPage from '@/features/agents/builder/ManageAgentsPage';
import { quietHttpErrors, renderPage, signIn, useAgentsMock } from './helpers';

const mock = useAgentsMock();
beforeEach(() => signIn());
afterEach(() => mock.server.resetHandlers());

const CATEGORY_REQUIRED = 'The category field is required to publish an agent.';

describe('publishing a draft that is not ready', () => {
  it('says why Publish cannot go ahead, and pressing it points at Category instead of asking to confirm', async () => {
    const draft = (await createAgent({ name: 'No category', description: 'Publish check.' })).data;
    expect(draft.category_id).toBeNull();
    await renderPage(<ManageAgentsPage />, `/Manage_agents?agent=${draft.id}`, '/Manage_agents');
    const publish = await screen.findByRole('button', { name: 'Publish' });
    expect(publish).toHaveAttribute('aria-disabled', 'true');
    expect(publish).toHaveAccessibleDescription(
      'Not ready to publish: choose a category and save.',
    );
    const user = userEvent.setup();
    await user.click(publish);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const category = screen.getByLabelText('Category');
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(category).toHaveFocus();
    expect(screen.getByText(CATEGORY_REQUIRED)).toBeInTheDocument();
    expect(mock.state.db.agents.get(draft.id)?.status).toBe('draft');
  });

  it('lands a server 422 on its field and closes the confirmation, the draft unchanged', async () => {
    const logged = quietHttpErrors();
    const categoryId = mock.state.db.categories.all()[0]!.id;
    const draft = (
      await createAgent({ name: 'Refused', description: 'Server check.', category_id: categoryId })
    ).data;
    mock.server.use(
      http.post('*/api/agents/:agent/publish', () =>
        HttpResponse.json(
          { message: CATEGORY_REQUIRED, errors: { category_id: [CATEGORY_REQUIRED] } },
          { status: 422 },
        ),
      ),
    );
    await renderPage(<ManageAgentsPage />, `/Manage_agents?agent=${draft.id}`, '/Manage_agents');
    const publish = await screen.findByRole('button', { name: 'Publish' });
    expect(publish).not.toHaveAttribute('aria-disabled');
    const user = userEvent.setup();
    await user.click(publish);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(dialog).not.toBeInTheDocument();
    const category = screen.getByLabelText('Category');
    expect(category).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(category).toHaveFocus());
    expect(screen.getAllByText(CATEGORY_REQUIRED).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Name')).toHaveValue('Refused');
    expect(mock.state.db.agents.get(draft.id)?.status).toBe('draft');
    expect(logged()).toContainEqual(expect.stringMatching(/publish 422/));
  });
});
