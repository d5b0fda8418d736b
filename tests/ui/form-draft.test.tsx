import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFormDraft, type FormDraft } from '@/lib/forms/form-draft';

type Values = { name: string; password: string };
const STORED = 'council-chat:typed:form:profile:1';

let draft: FormDraft;
let resetTo: (values: Values) => void;

/** A form as the app's are: the saved values from the server, or `values` kept in step with them. */
function Form({ saved, follow = false }: { saved: Values; follow?: boolean }) {
  const form = useForm<Values>(
    follow ? { values: saved, resetOptions: { keepDirtyValues: true } } : { defaultValues: saved },
  );
  draft = useFormDraft(form, 'profile:1', ['name']);
  resetTo = (values) => form.reset(values);
  return (
    <form>
      <label>
        Name <input {...form.register('name')} />
      </label>
      <label>
        Password <input type="password" {...form.register('password')} />
      </label>
    </form>
  );
}

const saved: Values = { name: 'Ann', password: '' };
const nameBox = () => screen.getByRole('textbox', { name: 'Name' });

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('useFormDraft (what is typed and not saved outlives the form)', () => {
  it('gives a form mounted again what was typed into it, and keeps only the changed fields named', async () => {
    const user = userEvent.setup();
    const first = render(<Form saved={saved} />);
    await user.type(nameBox(), 'a Lee');
    await user.type(screen.getByLabelText('Password'), 'secret');
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem(STORED)!)).toEqual({ name: 'Anna Lee' });

    render(<Form saved={saved} />);
    expect(nameBox()).toHaveValue('Anna Lee');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('drops the draft when a save puts the form back to its saved state, and on clear()', async () => {
    const user = userEvent.setup();
    const first = render(<Form saved={saved} />);
    await user.type(nameBox(), 'a');
    act(() => resetTo({ name: 'Anna', password: '' }));
    expect(sessionStorage.getItem(STORED)).toBeNull();
    first.unmount();

    const second = render(<Form saved={{ name: 'Anna', password: '' }} />);
    expect(nameBox()).toHaveValue('Anna');
    await user.type(nameBox(), ' Lee');
    expect(sessionStorage.getItem(STORED)).not.toBeNull();
    act(() => draft.clear());
    second.unmount();
    render(<Form saved={{ name: 'Anna', password: '' }} />);
    expect(nameBox()).toHaveValue('Anna');
  });

  it('stays over saved values that change after the form mounted (values kept in step)', async () => {
    sessionStorage.setItem(STORED, JSON.stringify({ name: 'Typed before' }));
    const view = render(<Form saved={saved} follow />);
    expect(nameBox()).toHaveValue('Typed before');
    view.rerender(<Form saved={{ name: 'Renamed elsewhere', password: '' }} follow />);
    expect(nameBox()).toHaveValue('Typed before');
    const user = userEvent.setup();
    await user.type(nameBox(), '!');
    expect(JSON.parse(sessionStorage.getItem(STORED)!)).toEqual({ name: 'Typed before!' });
  });

  it('ignores a stored value of another type, or stored text that is not JSON', () => {
    sessionStorage.setItem(STORED, JSON.stringify({ name: 42 }));
    const first = render(<Form saved={saved} />);
    expect(nameBox()).toHaveValue('Ann');
    first.unmount();
    sessionStorage.setItem(STORED, '{not json');
    render(<Form saved={saved} />);
    expect(nameBox()).toHaveValue('Ann');
  });
});
