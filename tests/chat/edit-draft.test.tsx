/**
 * An edit of the own last message being typed outlives the row that shows it (issue 45: nothing
 * typed is lost across remounting and navigation): the list unmounts a row scrolled out of view,
 * the conversation unmounts with the thread, a reload empties the page's memory.
 */
import './dom-shims';
import './cleanup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDraftsForTests } from '@/features/chat/state/drafts';
import { signIn, useChatMock } from './helpers';
import { openNewThread } from './open-thread';

const mock = useChatMock();

/** A whole reply streamed on a busy machine: a limit, the waits are on states. */
const REPLY_MS = 10_000;

const editor = () => screen.findByRole('textbox', { name: 'Edited message' });

beforeEach(async () => {
  await signIn();
});

describe('an edit being typed', () => {
  it('stays, with its text, when the thread is left and opened again after a reload, and does not take the focus back', async () => {
    const user = userEvent.setup();
    const thread = await openNewThread(mock, {
      prompt: 'Extension allowed?',
      reply: 'It depends.',
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: REPLY_MS }));
    const first = await editor();
    expect(first).toHaveFocus();
    await user.clear(first);
    await user.type(first, 'Porch allowed, half-wr');

    // Another screen, then the thread again: the row and its editor were unmounted meanwhile, and
    // the page's memory is gone too, as after a reload (sessionStorage is left).
    await thread.router.navigate('/elsewhere');
    await screen.findByTestId('elsewhere');
    expect(screen.queryByRole('textbox', { name: 'Edited message' })).toBeNull();
    resetDraftsForTests();
    await thread.router.navigate(`/chat/${thread.id}`);
    const again = await editor();
    expect(again).toHaveValue('Porch allowed, half-wr');
    // Opened by the person before, not now: it does not take the focus from wherever it is.
    expect(again).not.toHaveFocus();

    await user.type(again, 'itten{Enter}');
    const own = await within(screen.getByRole('log', { name: 'Messages' })).findByRole('article', {
      name: 'Your message',
    });
    await waitFor(() => expect(own).toHaveTextContent('Porch allowed, half-written'));
    expect(screen.queryByRole('textbox', { name: 'Edited message' })).toBeNull();
    // Sent and closed: nothing is kept that would reopen it.
    expect(
      Object.keys(sessionStorage).filter((key) => key.startsWith('council-chat:typed:edit:')),
    ).toEqual([]);
  });

  it('is gone once cancelled: the thread opened again shows the message, not an editor', async () => {
    const user = userEvent.setup();
    const thread = await openNewThread(mock, { prompt: 'Fence height?', reply: 'Two metres.' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: REPLY_MS }));
    await user.type(await editor(), ' and gates?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Edited message' })).toBeNull();

    await thread.router.navigate('/elsewhere');
    await screen.findByTestId('elsewhere');
    await thread.router.navigate(`/chat/${thread.id}`);
    await screen.findByRole('button', { name: 'Edit' }, { timeout: REPLY_MS });
    expect(screen.queryByRole('textbox', { name: 'Edited message' })).toBeNull();
  });
});
