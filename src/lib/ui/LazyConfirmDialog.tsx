import { lazyModule } from './lazy-module';
import type { ConfirmDialogProps } from './ConfirmDialog';

const confirmModule = lazyModule(() => import('./ConfirmDialog'));

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
