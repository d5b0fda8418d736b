/**
 * What is typed into a form and not saved yet, kept for the browser tab (sessionStorage): another page
 * unmounts the form (and a closed dialog its form), and coming back, or a reload, finds the text again
 * instead of the saved values. Only the fields that differ from the form's saved values are kept, laid
 * over them when the form mounts; a save that puts the form back to its saved state (nothing dirty)
 * drops the draft by itself, and `clear()` drops it for a form that leaves after it sends.
 *
 * Flat forms of strings, numbers, booleans and lists of them only; never a password field (leave it
 * out of `fields`). Signing out forgets every draft (src/lib/session/typed-drafts.ts).
 *
 * The draft is laid over in an effect, after the form's own effects (a form that resets itself to
 * data it was given runs that first). A form whose key changes (a new record that got its id)
 * keeps its unsaved fields under the new key at once.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { readTypedDraft, writeTypedDraft } from '@/lib/session/typed-drafts';

type Draft = Record<string, unknown>;

const draftKey = (key: string) => `form:${key}`;

export interface FormDraft {
  /** Forget the draft (the form was sent and is left, or the person discarded it). */
  clear(): void;
  /**
   * The record got its own key (a new one was created): what is unsaved moves there now, and the
   * old key is forgotten, before the page shows the form under the new key (which a slow device may
   * never do, if the person moves on first).
   */
  moveTo(key: string): void;
}

export function useFormDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getFieldState' | 'getValues' | 'setValue' | 'subscribe'>,
  key: string,
  fields: readonly Path<T>[],
): FormDraft {
  const storageKey = draftKey(key);
  // One list for the effect, whatever array the caller builds on each render.
  const names = fields.join('\n');
  // Where the draft is written: the key's, or the one it was moved to.
  const target = useRef(storageKey);

  useEffect(() => {
    target.current = storageKey;
    const stored = readDraft(storageKey);
    for (const name of names.split('\n') as Path<T>[]) {
      if (!(name in stored)) continue;
      const value = stored[name];
      if (!sameKind(value, form.getValues(name))) continue;
      form.setValue(name, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    writeUnsaved(form, names, target.current);
    return form.subscribe({
      formState: { values: true, dirtyFields: true },
      callback: () => writeUnsaved(form, names, target.current),
    });
  }, [form, storageKey, names]);

  return useMemo(
    () => ({
      clear: () => writeDraft(target.current, {}),
      moveTo: (next: string) => {
        writeDraft(target.current, {});
        target.current = draftKey(next);
        writeUnsaved(form, names, target.current);
      },
    }),
    [form, names],
  );
}

function writeUnsaved<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getFieldState' | 'getValues'>,
  names: string,
  storageKey: string,
): void {
  const values = form.getValues() as Draft;
  const draft: Draft = {};
  for (const name of names.split('\n') as Path<T>[])
    if (form.getFieldState(name).isDirty) draft[name] = values[name];
  writeDraft(storageKey, draft);
}

function sameKind(stored: unknown, current: unknown): boolean {
  if (Array.isArray(current)) return Array.isArray(stored);
  return typeof stored === typeof current && !Array.isArray(stored);
}

function readDraft(storageKey: string): Draft {
  try {
    const value: unknown = JSON.parse(readTypedDraft(storageKey) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Draft) : {};
  } catch {
    return {};
  }
}

function writeDraft(storageKey: string, draft: Draft): void {
  writeTypedDraft(storageKey, Object.keys(draft).length === 0 ? null : JSON.stringify(draft));
}
