import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { lazyModule, type LazyModuleFailure } from './lazy-module';

export interface LazyDialog<P> {
  /** Renders nothing while closed; loads the dialog's code the first time it opens. */
  Dialog: ComponentType<P>;
  /** Starts loading the code early (on hover or focus of what opens the dialog). */
  preload: () => void;
}

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog whose code (Radix Dialog and its own) loads the first time it opens, not with the page
 * that offers it. While the code is on its way it shows `loading`: a status line for a dialog that
 * opens on a click, so a screen reader hears that something is coming, or nothing. If the code
 * cannot be loaded the user is told and can try again or close; opening it again retries.
 */
export function lazyDialog<P extends DialogProps>(
  loader: () => Promise<ComponentType<P>>,
  loading: ReactNode = null,
): LazyDialog<P> {
  // Held as a module's member, as React's rules want a component that is not made during render.
  const code = lazyModule(() => loader().then((Component) => ({ Component })));
  function Loaded(props: P) {
    const loaded = code.use();
    const failure = code.useFailure();
    if (loaded) return <loaded.Component {...props} />;
    if (failure)
      return <DialogLoadFailure failure={failure} onClose={() => props.onOpenChange(false)} />;
    return loading;
  }
  function Dialog(props: P) {
    return props.open ? <Loaded {...props} /> : null;
  }
  return { Dialog, preload: () => void code.load().catch(() => undefined) };
}

/**
 * Said in place of a dialog whose code did not arrive, where the dialog would have been: over the
 * page (a portal, as Radix's dialogs are), so a closed drawer around its opener cannot hide it.
 * Plain elements only: Radix may be in the chunk that failed. Escape closes it, as it would the dialog.
 */
export function DialogLoadFailure({
  failure,
  onClose,
}: {
  failure: LazyModuleFailure;
  onClose: () => void;
}) {
  const retryRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    retryRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  if (failure.reloading) {
    return (
      <p className="sr-only" role="status">
        Loading the latest version of the app…
      </p>
    );
  }
  return createPortal(
    <div className="modal" role="alert">
      <p>This dialog could not be loaded. Check your connection and try again.</p>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
        <button ref={retryRef} type="button" className="button" onClick={failure.retry}>
          Try again
        </button>
      </div>
    </div>,
    document.body,
  );
}
