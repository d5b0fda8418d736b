import { lazyModule } from '@/lib/ui/lazy-module';
import type { ConfirmDialogProps } from './ConfirmDialog';

const confirmModule = lazyModule(() => import('./ConfirmDialog'));

/** The confirmation's code (Radix Dialog) loads the first time one is asked for. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return <Loaded {...props} />;
}

function Loaded(props: ConfirmDialogProps) {
  const module = confirmModule.use();
  return module ? <module.ConfirmDialog {...props} /> : null;
}
