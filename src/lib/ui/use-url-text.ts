/**
 * A text box whose value is also kept in the address (a search: shareable, kept by Back). The box
 * owns what is typed: each keystroke shows at once, and reaches the address after a pause (or at
 * once on submit). Writing the address is a navigation, which lands a render or more later; on a
 * slow device that is after further keystrokes, so a box that showed the address's value (or reset
 * itself to it when it changed) lost them. Here the address's value replaces the text only when it
 * changes from elsewhere (Back, a link, a Clear button), never when it is the echo of what this box
 * wrote. One rule for every search box kept in the address.
 *
 * A box with a `keep` key also outlives its page: leaving it unmounts the box, and a pending text
 * (typed within the pause) was lost with it, as was the search itself when the person came back by a
 * link instead of Back. The text typed is kept in memory under the key, for the tab's life (signing
 * out forgets it), and a box shown again with no value in the address starts from it and writes it
 * there after the pause. A value in the address (a link, Back) still wins.
 *
 * No write at the pause while a navigation is on its way: the page being left is still shown while
 * the next page's code loads (long, on a slow device), and its write, relative to its own address,
 * took the person back to it. The text waits (kept, with a key) and is written once the router is
 * idle again, if the box is still there.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigation } from 'react-router';
import { debounce } from '../debounce';
import { onTypedDraftsForgotten } from '../session/typed-drafts';

/** How long typing pauses before the address follows: one history entry per search, not per key. */
export const URL_TEXT_PAUSE_MS = 300;

export interface UrlTextOptions {
  /** The value in the address now ('' when none). */
  value: string;
  /** Writes a value to the address; `at` says whether typing paused or the user submitted. */
  write: (value: string, at: 'pause' | 'submit') => void;
  /** What reaches the address of the typed text (e.g. trimmed); the box keeps the text as typed. */
  normalize?: (text: string) => string;
  pauseMs?: number;
  /** Keeps what is typed when the box's page is left, under this key (one per box and scope). */
  keep?: string;
}

export interface UrlText {
  /** What the box shows. */
  text: string;
  /** The box's onChange: shown at once, written to the address after a pause. */
  setText: (text: string) => void;
  /** Writes the text to the address now (Enter, a search button). */
  submit: () => void;
}

const same = (text: string) => text;

const keptTexts = new Map<string, string>();
onTypedDraftsForgotten(() => keptTexts.clear());

function remember(keep: string | undefined, text: string): void {
  if (keep === undefined) return;
  if (text === '') keptTexts.delete(keep);
  else keptTexts.set(keep, text);
}

export function useUrlText({
  value,
  write,
  normalize = same,
  pauseMs = URL_TEXT_PAUSE_MS,
  keep,
}: UrlTextOptions): UrlText {
  const [text, setText] = useState(() =>
    value === '' && keep !== undefined ? (keptTexts.get(keep) ?? '') : value,
  );
  useEffect(() => remember(keep, text), [keep, text]);
  // The address's value last seen, and the values this box wrote that have not landed yet.
  const [seen, setSeen] = useState(value);
  const [echoes, setEchoes] = useState<readonly string[]>([]);
  if (value !== seen) {
    setSeen(value);
    const echo = echoes.indexOf(value);
    if (echo >= 0) {
      setEchoes(echoes.slice(echo + 1));
    } else {
      setEchoes([]);
      setText(value);
    }
  }

  const wanted = normalize(text);
  const writeNow = (at: 'pause' | 'submit') => {
    const next = normalize(text);
    if (next === value) return;
    setEchoes((list) => [...list, next]);
    write(next, at);
  };
  const onPause = useEffectEvent(() => writeNow('pause'));
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (wanted === value || navigating) return;
    const pause = debounce(() => onPause(), pauseMs);
    pause();
    return pause.cancel;
  }, [wanted, value, pauseMs, navigating]);

  return { text, setText, submit: () => writeNow('submit') };
}
