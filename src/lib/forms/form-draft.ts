/**
 * What is typed into a form and not saved yet, kept for the browser tab (sessionStorage): another page
 * unmounts the form (and a closed dialog its form), and coming back, or a reload, finds the text again
 * instead of the saved values. Only the fields that differ from the form's saved values are kept, laid
 * over them when the form mounts; a save that puts the form back to its saved state (nothing dirty)
 * drops the draft by itself, and `clear()` drops it for a form that leaves after it sends.
 *
 * Flat forms of strings, numbers and booleans only; never a password field (leave it out of `fields`).
 * Signing out forgets every draft (src/lib/session/typed-drafts.ts).
 */
import { useEffect, useMemo } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { readTypedDraft, writeTypedDraft } from '@/lib/session/typed-drafts';

type Draft = Record<string, unknown>;

export interface FormDraft {
  /** Forget the draft (the form was sent and is left, or the person discarded it). */
  clear(): void;
}

export function useFormDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getFieldState' | 'getValues' | 'setValue' | 'subscribe'>,
  key: string,
  fields: readonly Path<T>[],
): FormDraft {
  const storageKey = `form:${key}`;
  // One list for the effect, whatever array the caller builds on each render.
  const names = fields.join('\n');

  useEffect(() => {
    const kept = names.split('\n') as Path<T>[];
    const stored = readDraft(storageKey);
    for (const name of kept) {
      if (!(name in stored)) continue;
      const value = stored[name];
      if (typeof value !== typeof form.getValues(name)) continue;
      form.setValue(name, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    return form.subscribe({
      formState: { values: true, dirtyFields: true },
      callback: ({ values }) => {
        const draft: Draft = {};
        for (const name of kept)
          if (form.getFieldState(name).isDirty) draft[name] = (values as Draft)[name];
        writeDraft(storageKey, draft);
      },
    });
  }, [form, storageKey, names]);

  return useMemo(() => ({ clear: () => writeDraft(storageKey, {}) }), [storageKey]);
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
