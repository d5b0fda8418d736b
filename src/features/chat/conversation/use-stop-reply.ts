import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import type { Message } from '@/generated/model';
import { errorText } from '@/lib/errors';
import { stopReply } from '../state/message-actions';

/**
 * What the Stop button does. It shows from the moment the question is stored, while the agent is
 * still "typing" and its reply has no id yet: a press then is kept and stops the reply as soon as
 * it starts, so the button never does nothing. A press is dropped once nothing is replying.
 */
export function useStopReply(
  threadId: number,
  reply: number | 'typing' | null,
  settle: (message: Message) => void,
): () => void {
  // A ref, not state: keeping the press changes nothing on screen, the reply's arrival does.
  const wanted = useRef(false);
  const stopping = useRef(false);
  const stop = useCallback(
    (messageId: number) => {
      if (stopping.current) return;
      stopping.current = true;
      stopReply(threadId, messageId)
        .then(settle, (error: unknown) =>
          toast.error('Could not stop the reply', { description: errorText(error) }),
        )
        .finally(() => {
          stopping.current = false;
        });
    },
    [threadId, settle],
  );

  useEffect(() => {
    if (!wanted.current) return;
    if (typeof reply === 'number') {
      wanted.current = false;
      stop(reply);
    } else if (reply === null) wanted.current = false;
  }, [reply, stop]);

  return useCallback(() => {
    if (typeof reply === 'number') stop(reply);
    else if (reply === 'typing') wanted.current = true;
  }, [reply, stop]);
}
