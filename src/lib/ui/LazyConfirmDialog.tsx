import { lazyModule } from './lazy-module';
import type { ConfirmDialogProps } from './ConfirmDialog';

const confirmModule = lazyModule(() => import('./ConfirmDialog'));

/** Starts loading the confirmation's code early (on hover or focus of the button that opens one). */
export const preloadConfirmDialog = () => void confirmModule.load().catch(() => undefined);

/** A confirmation whose code (Radix Dialog) loads the first time one opens. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return <Loaded {...props} />;
}

function Loaded(props: ConfirmDialogProps) {
  const module = confirmModule.use();
  return module ? <module.ConfirmDialog {...props} /> : null;
}

export type { ConfirmDialogProps };
