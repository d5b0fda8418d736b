import { lazyModule } from '@/lib/ui/lazy-module';
import type { ShortcutsDialogProps } from './ShortcutsDialog';

const dialogModule = lazyModule(() => import('./ShortcutsDialog'));

/** The shortcut list's code loads the first time it opens. */
export function LazyShortcutsDialog(props: ShortcutsDialogProps) {
  if (!props.open) return null;
  return <Loaded {...props} />;
}

function Loaded(props: ShortcutsDialogProps) {
  const module = dialogModule.use();
  return module ? <module.ShortcutsDialog {...props} /> : null;
}
