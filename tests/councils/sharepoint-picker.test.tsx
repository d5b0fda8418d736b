/**
 * The SharePoint folder picker against the mock's Northwind libraries: libraries, then folders two
 * levels deep (as far as the browse calls reach) with breadcrumbs back, and the picked folder.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SharepointPicker } from '@/features/council/console/management/agents/SharepointPicker';
import { COUNCILS, SHAREPOINT_DRIVES } from '@mocks/db/seed-ids';
import { renderPage, signedInStore, useCouncilMock } from './helpers';

const mock = useCouncilMock();
const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Folder path' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('SharepointPicker', () => {
  it('browses libraries and folders with breadcrumbs, and picks a folder', async () => {
    const onPick = vi.fn();
    renderPage(
      <SharepointPicker councilId={COUNCILS.northwind} onPick={onPick} />,
      await signedInStore('demo@example.com'),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open Documents' }));
    await user.click(await screen.findByRole('button', { name: 'Open Planning' }));
    await user.click(await screen.findByRole('button', { name: 'Open Applications' }));
    await waitFor(() =>
      expect(crumbs()).toEqual(['Libraries', 'Documents', 'Planning', 'Applications']),
    );
    // The deepest level the contract browses: its folders can be linked, not opened.
    expect(await screen.findByRole('button', { name: 'Link 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open 2026' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Contents of Applications' })).toHaveTextContent(
      'Validation checklist.docx',
    );

    // Back up through the breadcrumbs.
    await user.click(screen.getByRole('button', { name: 'Planning' }));
    await waitFor(() => expect(crumbs()).toEqual(['Libraries', 'Documents', 'Planning']));
    await user.click(screen.getByRole('button', { name: 'Link “Planning”' }));
    expect(onPick).toHaveBeenCalledWith({
      drive: expect.objectContaining({ id: SHAREPOINT_DRIVES.documents, name: 'Documents' }),
      path: '/Planning',
    });

    await user.click(screen.getByRole('button', { name: 'Libraries' }));
    expect(await screen.findByRole('list', { name: 'Document libraries' })).toHaveTextContent(
      'Committee Papers',
    );
  });

  it('offers an administrator to connect SharePoint when the council has not', async () => {
    renderPage(
      <SharepointPicker councilId={COUNCILS.empty} onPick={() => undefined} />,
      await signedInStore('demo@example.com'),
    );
    expect(
      await screen.findByText('SharePoint is not connected to this council yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect SharePoint' })).toBeInTheDocument();
    expect(mock.state.db.sharepointConnections.by('council_id', COUNCILS.empty)).toHaveLength(0);
  });
});
