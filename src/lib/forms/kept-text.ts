/**
 * A text box's text kept for the browser tab (sessionStorage, under the typed drafts' prefix), for
 * boxes that are not a react-hook-form form (those use useFormDraft): closing their dialog or leaving
 * their page unmounts them, and coming back finds the text again. A box that edits a saved value
 * passes it as `saved`: the box shows it until something else is typed, and typing it back (or
 * `forget()`, once the text is sent) stores nothing.
 */
import { useCallback, useState } from 'react';
import { readTypedDraft, writeTypedDraft } from '@/lib/session/typed-drafts';

export interface KeptText {
  text: string;
  setText(text: string): void;
  /** Forget the stored text (it was sent); what the box shows stays until it is changed. */
  forget(): void;
}

export function useKeptText(key: string, saved = ''): KeptText {
  const storageKey = `text:${key}`;
  const [state, setState] = useState(() => ({
    storageKey,
    saved,
    text: readTypedDraft(storageKey) ?? saved,
  }));
  let text = state.text;
  if (state.storageKey !== storageKey) {
    // Another key (another council, another agent): its own text, read as the key changes.
    text = readTypedDraft(storageKey) ?? saved;
    setState({ storageKey, saved, text });
  } else if (state.saved !== saved) {
    // The saved value changed (saved here, fetched again): a box that still shows the old one shows
    // the new one; what was typed stays.
    if (state.text === state.saved) text = saved;
    setState({ storageKey, saved, text });
  }
  const setText = useCallback(
    (next: string) => {
      setState({ storageKey, saved, text: next });
      writeTypedDraft(storageKey, next === saved ? null : next);
    },
    [storageKey, saved],
  );
  const forget = useCallback(() => writeTypedDraft(storageKey, null), [storageKey]);
  return { text, setText, forget };
}
