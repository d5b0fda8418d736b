import { lazyModule } from '@/lib/ui/lazy-module';
import type { NameDialogProps } from './NameDialog';

const dialogModule = lazyModule(() => import('./NameDialog'));

/** The name dialog's code (Radix Dialog) loads the first time one opens. */
export function LazyNameDialog(props: NameDialogProps) {
  if (!props.open) return null;
  return <Loaded {...props} />;
}

function Loaded(props: NameDialogProps) {
  const module = dialogModule.use();
  return module ? <module.NameDialog {...props} /> : null;
}
