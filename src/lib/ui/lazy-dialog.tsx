import type { ComponentType, ReactNode } from 'react';
import { lazyModule } from './lazy-module';

export interface LazyDialog<P> {
  /** Renders nothing while closed; loads the dialog's code the first time it opens. */
  Dialog: ComponentType<P>;
  /** Starts loading the code early (on hover or focus of what opens the dialog). */
  preload: () => void;
}

/**
 * A dialog whose code (Radix Dialog and its own) loads the first time it opens, not with the page
 * that offers it. While the code is on its way it shows `loading`: a status line for a dialog that
 * opens on a click, so a screen reader hears that something is coming, or nothing.
 */
export function lazyDialog<P extends { open: boolean }>(
  loader: () => Promise<ComponentType<P>>,
  loading: ReactNode = null,
): LazyDialog<P> {
  const code = lazyModule(loader);
  function Loaded(props: P) {
    const Component = code.use();
    return Component ? <Component {...props} /> : loading;
  }
  function Dialog(props: P) {
    return props.open ? <Loaded {...props} /> : null;
  }
  return { Dialog, preload: () => void code.load().catch(() => undefined) };
}
