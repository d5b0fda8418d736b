import { useEffect, useState } from 'react';

/**
 * The current time for labels that name days ("Today", "Yesterday"): read again each minute, so a
 * sidebar left open over midnight moves yesterday's chats under "Yesterday".
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => {
      const next = new Date();
      // Only a new day changes a label: re-render then, not every minute.
      setNow((current) => (current.toDateString() === next.toDateString() ? current : next));
    }, everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
