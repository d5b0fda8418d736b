import { useEffect, useRef } from 'react';
import { PREFETCH_DELAY_MS } from '@/lib/constants/timings';
import { debounce, type Debounced } from '@/lib/debounce';

/**
 * Runs `action` once the pointer or the focus has rested on something for `ms` (a link worth
 * preparing: a page's chunk and data, a thread's messages): `start` on enter or focus, `cancel` on
 * leave or blur, so passing over a list prepares nothing. Going away cancels a waiting run.
 */
export function useOnRest(
  action: () => void,
  ms = PREFETCH_DELAY_MS,
): { start: () => void; cancel: () => void } {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  const waiting = useRef<Debounced<[]> | null>(null);
  useEffect(() => {
    const later = debounce(() => latest.current(), ms);
    waiting.current = later;
    return later.cancel;
  }, [ms]);
  return { start: () => waiting.current?.(), cancel: () => waiting.current?.cancel() };
}
