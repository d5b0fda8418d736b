import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useKeptText, type KeptText } from '@/lib/forms/kept-text';

let kept: KeptText;

function Box({ name, saved }: { name: string; saved?: string }) {
  kept = useKeptText(`paste:${name}`, saved);
  return (
    <label>
      Addresses
      <textarea value={kept.text} onChange={(event) => kept.setText(event.target.value)} />
    </label>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Addresses' });

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('useKeptText (a text box outside a form keeps its text for the tab)', () => {
  it('gives the box its text back when it is mounted again, per key', async () => {
    const user = userEvent.setup();
    const first = render(<Box name="council-1" />);
    await user.type(box(), 'ann@example.org');
    first.unmount();
    const again = render(<Box name="council-1" />);
    expect(box()).toHaveValue('ann@example.org');
    again.rerender(<Box name="council-2" />);
    expect(box()).toHaveValue('');
    again.rerender(<Box name="council-1" />);
    expect(box()).toHaveValue('ann@example.org');
  });

  it('forgets the stored text once it is sent, and an emptied box stores nothing', async () => {
    const user = userEvent.setup();
    const first = render(<Box name="council-1" />);
    await user.type(box(), 'ann@example.org');
    act(() => kept.forget());
    expect(box()).toHaveValue('ann@example.org');
    first.unmount();
    const again = render(<Box name="council-1" />);
    expect(box()).toHaveValue('');
    await user.type(box(), 'x');
    await user.clear(box());
    expect(sessionStorage.length).toBe(0);
    again.unmount();
  });

  it('edits a saved value: shows it, stores only what differs from it, and a stored text wins', async () => {
    const user = userEvent.setup();
    const first = render(<Box name="agent-1" saved="Be brief." />);
    expect(box()).toHaveValue('Be brief.');
    await user.type(box(), ' Cite');
    expect(sessionStorage.getItem('council-chat:typed:text:paste:agent-1')).toBe('Be brief. Cite');
    first.unmount();
    const again = render(<Box name="agent-1" saved="Be brief." />);
    expect(box()).toHaveValue('Be brief. Cite');
    await user.type(box(), '{Backspace>5/}');
    expect(box()).toHaveValue('Be brief.');
    expect(sessionStorage.length).toBe(0);
    again.unmount();
  });

  it('follows a saved value that changes while nothing is typed, and keeps what was typed over it', async () => {
    const user = userEvent.setup();
    const view = render(<Box name="agent-1" saved="Be brief." />);
    view.rerender(<Box name="agent-1" saved="Be kind." />);
    expect(box()).toHaveValue('Be kind.');
    await user.type(box(), ' Cite');
    view.rerender(<Box name="agent-1" saved="Be short." />);
    expect(box()).toHaveValue('Be kind. Cite');
    view.unmount();
  });
});
