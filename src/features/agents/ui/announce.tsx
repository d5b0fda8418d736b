/**
 * Every success and failure of the agents screens is told twice: a toast, and a polite live
 * region that screen readers read even when the toast is missed or dismissed.
 */
import { useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { createStore } from '@/lib/store';

const message = createStore('');

export function announce(text: string): void {
  // A repeated message must change the region's text to be read again.
  message.set((current) => (current === text ? `${text}\u00a0` : text));
}

export function notifySuccess(text: string, options?: Parameters<typeof toast.success>[1]): void {
  toast.success(text, options);
  announce(text);
}

export function notifyError(text: string, description?: string): void {
  toast.error(text, { description });
  announce(description ? `${text}: ${description}` : text);
}

/** The screen's live region (visually hidden). */
export function LiveRegion() {
  const text = useSyncExternalStore(message.subscribe, message.get, message.get);
  return (
    <p className="sr-only" role="status" aria-live="polite" data-testid="live-region">
      {text}
    </p>
  );
}
