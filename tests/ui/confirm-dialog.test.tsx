import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/lib/ui/ConfirmDialog';

function renderDialog(onConfirm: () => unknown) {
  const onOpenChange = vi.fn();
  render(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Remove this member?"
      confirmLabel="Remove member"
      onConfirm={onConfirm}
    >
      <p>They lose access to the council.</p>
    </ConfirmDialog>,
  );
  return onOpenChange;
}

describe('the one confirmation dialog', () => {
  it('starts on Cancel, so Enter never confirms by accident', () => {
    renderDialog(() => null);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('closes once the action is done', async () => {
    const onConfirm = vi.fn().mockResolvedValue(null);
    const onOpenChange = renderDialog(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Remove member' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's refusal in the dialog and stays open for a retry", async () => {
    const onConfirm = vi
      .fn()
      .mockResolvedValueOnce('A council needs at least one administrator.')
      .mockResolvedValueOnce(null);
    const onOpenChange = renderDialog(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A council needs at least one administrator.',
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove member' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
