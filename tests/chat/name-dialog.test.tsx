import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NameDialog } from '@/features/chat/ui/NameDialog';

afterEach(cleanup);

/** A save the test answers when it chooses, as a slow network would. */
function heldSave() {
  const answers: ((problem: string | null) => void)[] = [];
  const onSubmit = vi.fn(
    (_name: string) => new Promise<string | null>((resolve) => answers.push(resolve)),
  );
  return { onSubmit, answer: (problem: string | null) => act(() => answers.shift()!(problem)) };
}

function renderDialog(onSubmit: (name: string) => Promise<string | null>) {
  const onOpenChange = vi.fn();
  render(
    <NameDialog
      open
      onOpenChange={onOpenChange}
      title="Rename chat"
      label="Title"
      initial="Budget"
      submitLabel="Rename"
      maxLength={100}
      onSubmit={onSubmit}
    />,
  );
  return { onOpenChange, field: screen.getByRole('textbox', { name: 'Title' }) };
}

describe('the name dialog on a slow save', () => {
  it('stays open with what was typed during the save, and saves that on the next submit', async () => {
    const save = heldSave();
    const { onOpenChange, field } = renderDialog(save.onSubmit);
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'Budget 2027{Enter}');
    await user.type(field, ' draft');
    await save.answer(null);

    expect(onOpenChange).not.toHaveBeenCalled();
    expect(field).toHaveValue('Budget 2027 draft');
    expect(screen.getByRole('status')).toHaveTextContent(
      '“Budget 2027” is saved. What you typed since is not: Rename saves it.',
    );

    await user.type(field, '{Enter}');
    expect(save.onSubmit).toHaveBeenLastCalledWith('Budget 2027 draft');
    await save.answer(null);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes when nothing more was typed, and keeps the text with the error when the save is refused', async () => {
    const save = heldSave();
    const { onOpenChange, field } = renderDialog(save.onSubmit);
    const user = userEvent.setup();
    await user.type(field, ' plan{Enter}');
    await save.answer('The title has already been taken.');
    expect(screen.getByRole('alert')).toHaveTextContent('The title has already been taken.');
    expect(field).toHaveValue('Budget plan');
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.type(field, '{Enter}');
    await save.answer(null);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
