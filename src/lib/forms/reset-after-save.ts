/**
 * The one rule for putting a form back after a save: what the server saved (or blank, after a
 * send) replaces only the fields that still hold what was submitted. A field the person changed
 * while the save was on its way keeps what they typed, and stays dirty, so it can be saved next.
 * A plain `reset(saved)` once the answer came wiped that text; on a slow device or network the
 * answer takes long enough for people to go on typing.
 */
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

type ResettableForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'getValues' | 'reset' | 'setValue'
>;

export interface SaveInFlight<T extends FieldValues> {
  /**
   * The save answered: `next` becomes the form's saved state, except where the person typed since.
   * Returns the fields that kept what was typed since (none: the form is exactly `next`), so a form
   * that closes or says "sent" once saved can stay open when there is more to send.
   */
  reset(next: T): Array<Path<T>>;
}

/** Call as the save starts (first thing in the submit handler), while the form holds what is sent. */
export function startSave<T extends FieldValues>(form: ResettableForm<T>): SaveInFlight<T> {
  const sent = structuredClone(form.getValues());
  return {
    reset(next) {
      const now = form.getValues();
      form.reset(next);
      const kept: Array<Path<T>> = [];
      for (const name of Object.keys(now) as Array<Path<T>>) {
        const value = now[name] as PathValue<T, Path<T>>;
        if (sameValue(value, sent[name]) || sameValue(value, next[name])) continue;
        form.setValue(name, value, { shouldDirty: true });
        kept.push(name);
      }
      return kept;
    },
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
