import { useEffect, useState } from 'react';
import { CopyIcon } from '@/components/icons';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a whole message, as its Markdown source, to the clipboard (code blocks have their own button). */
export function CopyMessage({ text }: { text: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <button type="button" className="msg-action" onClick={() => void copy()}>
        <CopyIcon />
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}
        <span className="sr-only"> message</span>
      </button>
      <span className="sr-only" role="status">
        {state === 'copied'
          ? 'Message copied'
          : state === 'failed'
            ? 'The message could not be copied'
            : ''}
      </span>
    </>
  );
}
