import './dom-shims';
import './cleanup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer, type ComposerProps } from '@/features/chat/conversation/Composer';
import type { Attachment } from '@/features/chat/state/attachments';
import { getDraft, resetDraftsForTests, restoreDraft } from '@/features/chat/state/drafts';

afterEach(() => {
  sessionStorage.clear();
  resetDraftsForTests();
});

function setup(props: Partial<ComposerProps> = {}) {
  const onSubmit = vi.fn<(text: string) => boolean>(() => true);
  const onFiles = vi.fn<(files: File[]) => void>();
  const onRemoveAttachment = vi.fn<(id: string) => void>();
  const utils = render(
    <Composer
      draftKey={7}
      attachments={[]}
      onSubmit={onSubmit}
      onFiles={onFiles}
      onRemoveAttachment={onRemoveAttachment}
      {...props}
    />,
  );
  const box = screen.getByRole('textbox', { name: 'Message' });
  return { ...utils, box, onSubmit, onFiles, onRemoveAttachment, user: userEvent.setup() };
}

describe('composer', () => {
  it('Enter sends the text and clears the box', async () => {
    const { box, onSubmit, user } = setup();
    await user.type(box, 'Hello there{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Hello there');
    expect(box).toHaveValue('');
    expect(getDraft(7)).toBe('');
  });

  it('Shift+Enter starts a new line instead of sending', async () => {
    const { box, onSubmit, user } = setup();
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveValue('line one\nline two');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('line one\nline two');
  });

  it('on a touch screen (pointer: coarse) shows no key hint and Enter starts a new line', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query === '(pointer: coarse)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const { box, onSubmit, user } = setup();
      expect(screen.queryByText(/Shift\+Enter/)).toBeNull();
      expect(box).not.toHaveAccessibleDescription(/Enter/);
      await user.type(box, 'line one{Enter}line two');
      expect(onSubmit).not.toHaveBeenCalled();
      expect(box).toHaveValue('line one\nline two');
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      expect(onSubmit).toHaveBeenCalledWith('line one\nline two');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('with a mouse and keyboard, the hint names the keys', () => {
    const { box } = setup();
    expect(box).toHaveAccessibleDescription('Enter to send, Shift+Enter for a new line');
  });

  it('does not send while an input method is composing', () => {
    const { box, onSubmit } = setup();
    fireEvent.change(box, { target: { value: 'にほん' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true, keyCode: 229 });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not send blank text; the send button follows', async () => {
    const { box, onSubmit, user } = setup();
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await user.type(box, '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(box, 'x');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(onSubmit).toHaveBeenCalledWith('   x');
  });

  it('keeps the text when the owner does not take it', async () => {
    const { box, user } = setup({ onSubmit: () => false });
    await user.type(box, 'keep me{Enter}');
    expect(box).toHaveValue('keep me');
  });

  it('waits while the agent replies', async () => {
    const { box, onSubmit, user } = setup({ busy: true });
    expect(screen.getByText('The agent is replying…')).toBeInTheDocument();
    await user.type(box, 'next question{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveValue('next question');
    expect(
      screen.getByText(
        'Not sent yet: the agent is still replying. Press Enter when it has finished.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('while a reply streams, Enter never stops it: the text stays with a visible reason; Stop stays on the button and on Esc', async () => {
    const onStop = vi.fn();
    const { box, onSubmit, user } = setup({ busy: true, onStop });
    expect(box).toHaveAccessibleDescription('The agent is replying… Esc or Stop ends it');
    await user.type(box, 'next question{Enter}');
    expect(onStop).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveValue('next question');
    expect(box).toHaveAccessibleDescription(
      /^Not sent yet: the agent is still replying\. Press Enter when it has finished, or Esc to stop it\.$/,
    );
    await user.click(screen.getByRole('button', { name: 'Stop reply' }));
    expect(onStop).toHaveBeenCalledTimes(1);
    await user.click(box);
    await user.keyboard('{Escape}');
    expect(onStop).toHaveBeenCalledTimes(2);
    expect(box).toHaveValue('next question');
  });

  it('Enter on an empty box while a reply streams does nothing, and says nothing new', async () => {
    const onStop = vi.fn();
    const { box, user } = setup({ busy: true, onStop });
    await user.type(box, '{Enter}');
    expect(onStop).not.toHaveBeenCalled();
    expect(box).toHaveAccessibleDescription('The agent is replying… Esc or Stop ends it');
  });

  it('keeps a draft per thread, in sessionStorage, across unmounts', async () => {
    const { box, user, unmount } = setup();
    await user.type(box, 'half-written thought');
    expect(sessionStorage.getItem('council-chat:typed:chat:7')).toBe('half-written thought');
    unmount();
    resetDraftsForTests(); // a reload: only sessionStorage is left
    setup();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('half-written thought');
  });

  it('shows a draft put back after a failed send, unless something else was typed', async () => {
    const { box, user } = setup();
    act(() => restoreDraft(7, 'the failed message'));
    expect(box).toHaveValue('the failed message');
    await user.clear(box);
    await user.type(box, 'new text');
    act(() => restoreDraft(7, 'another failure'));
    expect(box).toHaveValue('new text');
  });

  it('takes files from the picker and from paste', async () => {
    const { box, onFiles, user } = setup();
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByTestId('file-input'), file);
    expect(onFiles).toHaveBeenCalledWith([file]);
    const pasted = new File(['png'], 'image.png', { type: 'image/png' });
    fireEvent.paste(box, { clipboardData: { files: [pasted], getData: () => '' } });
    expect(onFiles).toHaveBeenLastCalledWith([pasted]);
  });

  it('shows each attachment with its progress or its error, and lets it be removed', async () => {
    const attachments: Attachment[] = [
      {
        localId: 'a',
        threadId: 7,
        name: 'plan.pdf',
        size: 2048,
        progress: 0.4,
        status: 'uploading',
        error: null,
        uploaded: null,
      },
      {
        localId: 'b',
        threadId: 7,
        name: 'huge.zip',
        size: 30e6,
        progress: 0,
        status: 'failed',
        error: 'The file must not be greater than 20480 kilobytes.',
        uploaded: null,
      },
    ];
    const { onRemoveAttachment, user, box } = setup({ attachments });
    expect(screen.getByRole('progressbar', { name: 'Uploading plan.pdf' })).toHaveAttribute(
      'value',
      '40',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The file must not be greater than 20480 kilobytes.',
    );
    await user.click(screen.getByRole('button', { name: 'Remove huge.zip' }));
    expect(onRemoveAttachment).toHaveBeenCalledWith('b');
    // An upload still running holds the message back.
    await user.type(box, 'with files{Enter}');
    expect(screen.getByText('Uploading files…')).toBeInTheDocument();
  });

  it('Enter on an empty composer after a send does nothing (no double send)', async () => {
    function Harness() {
      const [sent, setSent] = useState<string[]>([]);
      return (
        <>
          <Composer
            draftKey="new"
            attachments={[]}
            onFiles={() => undefined}
            onRemoveAttachment={() => undefined}
            onSubmit={(t) => (setSent([...sent, t]), true)}
          />
          <output data-testid="sent">{sent.join('|')}</output>
        </>
      );
    }
    render(<Harness />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'one{Enter}{Enter}');
    expect(screen.getByTestId('sent')).toHaveTextContent(/^one$/);
  });
  it('takes the focus when it appears, unless someone is typing in another field; a radio chosen or the message box left hand it on', () => {
    const elsewhere = (html: string) => {
      const host = document.createElement('div');
      host.innerHTML = html;
      document.body.append(host);
      (host.querySelector('input, textarea, select') as HTMLElement).focus();
      return host;
    };
    const cases: [string, boolean][] = [
      ['<input type="search" aria-label="Search chats">', false],
      ['<textarea aria-label="Notes"></textarea>', false],
      ['<select aria-label="Sort"><option>Newest</option></select>', false],
      ['<input type="radio" name="agent" aria-label="An agent">', true],
      ['<form class="composer"><textarea aria-label="Old message box"></textarea></form>', true],
    ];
    for (const [html, takesFocus] of cases) {
      const host = elsewhere(html);
      const { box, unmount } = setup({ autoFocus: true });
      expect(document.activeElement === box, html).toBe(takesFocus);
      unmount();
      host.remove();
    }
  });
});
