/**
 * A text box whose value is also kept in the address (a search: shareable, kept by Back). The box
 * owns what is typed: each keystroke shows at once, and reaches the address after a pause (or at
 * once on submit). Writing the address is a navigation, which lands a render or more later; on a
 * slow device that is after further keystrokes, so a box that showed the address's value (or reset
 * itself to it when it changed) lost them. Here the address's value replaces the text only when it
 * changes from elsewhere (Back, a link, a Clear button), never when it is the echo of what this box
 * wrote. One rule for every search box kept in the address.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { debounce } from '../debounce';

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

export function useUrlText({
  value,
  write,
  normalize = same,
  pauseMs = URL_TEXT_PAUSE_MS,
}: UrlTextOptions): UrlText {
  const [text, setText] = useState(value);
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
  useEffect(() => {
    if (wanted === value) return;
    const pause = debounce(() => onPause(), pauseMs);
    pause();
    return pause.cancel;
  }, [wanted, value, pauseMs]);

  return { text, setText, submit: () => writeNow('submit') };
}
