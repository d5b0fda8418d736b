import { useEffect, useState } from 'react';
import { debounce } from '@/lib/debounce';

/** `value` once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  // Functions are held as values, not run as initialisers or updaters.
  const [settled, setSettled] = useState(() => value);
  useEffect(() => {
    const settle = debounce(setSettled, ms);
    settle(() => value);
    return settle.cancel;
  }, [value, ms]);
  return settled;
}
