/**
 * A text box's text kept for the browser tab (sessionStorage, under the typed drafts' prefix), for
 * boxes that are not a react-hook-form form (those use useFormDraft): closing their dialog or leaving
 * their page unmounts them, and coming back finds the text again.
 */
import { useCallback, useState } from 'react';
import { TYPED_DRAFT_PREFIX } from '@/lib/session/typed-drafts';

const PREFIX = `${TYPED_DRAFT_PREFIX}text:`;

export interface KeptText {
  text: string;
  setText(text: string): void;
  /** Forget the stored text (it was sent); what the box shows stays until it is changed. */
  forget(): void;
}

export function useKeptText(key: string): KeptText {
  const storageKey = `${PREFIX}${key}`;
  const [state, setState] = useState(() => ({ storageKey, text: read(storageKey) }));
  // Another key (another council): its own text, read as the key changes.
  let text = state.text;
  if (state.storageKey !== storageKey) {
    text = read(storageKey);
    setState({ storageKey, text });
  }
  const setText = useCallback(
    (next: string) => {
      setState({ storageKey, text: next });
      write(storageKey, next);
    },
    [storageKey],
  );
  const forget = useCallback(() => write(storageKey, ''), [storageKey]);
  return { text, setText, forget };
}

function read(storageKey: string): string {
  try {
    return sessionStorage.getItem(storageKey) ?? '';
  } catch {
    return '';
  }
}

function write(storageKey: string, text: string): void {
  try {
    if (text === '') sessionStorage.removeItem(storageKey);
    else sessionStorage.setItem(storageKey, text);
  } catch {
    // Storage full or turned off: the box still holds the text while it is shown.
  }
}
