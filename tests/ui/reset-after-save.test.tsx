import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { startSave } from '@/lib/forms/reset-after-save';

type Values = { name: string; bio: string; tags: string[] };

function formWith(values: Values) {
  return renderHook(() => useForm<Values>({ defaultValues: values })).result;
}

describe('startSave (a form put back after a save keeps what was typed meanwhile)', () => {
  it('takes the saved values where the fields still hold what was sent', () => {
    const form = formWith({ name: 'Ann', bio: '', tags: [] });
    act(() => form.current.setValue('name', ' Anna ', { shouldDirty: true }));
    const save = startSave(form.current);
    let kept: string[] = ['not called'];
    act(() => {
      kept = save.reset({ name: 'Anna', bio: '', tags: [] });
    });
    expect(kept).toEqual([]);
    expect(form.current.getValues()).toEqual({ name: 'Anna', bio: '', tags: [] });
    expect(form.current.formState.isDirty).toBe(false);
  });

  it('keeps, dirty, a field changed while the save was on its way', () => {
    const form = formWith({ name: 'Ann', bio: '', tags: ['a'] });
    act(() => form.current.setValue('name', 'Anna', { shouldDirty: true }));
    const save = startSave(form.current);
    act(() => {
      form.current.setValue('bio', 'typed while saving', { shouldDirty: true });
      form.current.setValue('tags', ['a', 'b'], { shouldDirty: true });
    });
    let kept: string[] = [];
    act(() => {
      kept = save.reset({ name: 'Anna', bio: '', tags: ['a'] });
    });
    expect(kept).toEqual(['bio', 'tags']);
    expect(form.current.getValues()).toEqual({
      name: 'Anna',
      bio: 'typed while saving',
      tags: ['a', 'b'],
    });
    expect(form.current.getFieldState('bio').isDirty).toBe(true);
    expect(form.current.getFieldState('name').isDirty).toBe(false);
  });

  it('blanks a sent form after a send, except what was typed since', () => {
    const form = formWith({ name: '', bio: '', tags: [] });
    act(() => {
      form.current.setValue('name', 'first message', { shouldDirty: true });
      form.current.setValue('bio', 'sent too', { shouldDirty: true });
    });
    const save = startSave(form.current);
    act(() => form.current.setValue('name', 'first message, and more', { shouldDirty: true }));
    act(() => save.reset({ name: '', bio: '', tags: [] }));
    expect(form.current.getValues()).toEqual({
      name: 'first message, and more',
      bio: '',
      tags: [],
    });
  });
});
