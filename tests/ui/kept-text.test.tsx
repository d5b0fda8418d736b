import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useKeptText, type KeptText } from '@/lib/forms/kept-text';

let kept: KeptText;

function Box({ name }: { name: string }) {
  kept = useKeptText(`paste:${name}`);
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
});
