import { lazyModule } from '@/lib/ui/lazy-module';
import { preloadConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import type { ComponentProps } from 'react';

export { LazyConfirmDialog as Confirm } from '@/lib/ui/LazyConfirmDialog';

/** The panel dialog's code (Radix Dialog) loads the first time one opens, not with the page. */
const panelModule = lazyModule(() => import('./PanelDialog'));

/** Starts loading the dialogs early (on hover or focus of the button that opens one). */
export const preloadDialogs = () => {
  void panelModule.load().catch(() => undefined);
  preloadConfirmDialog();
};

type PanelProps = ComponentProps<Awaited<ReturnType<typeof panelModule.load>>['PanelDialog']>;

export function Panel(props: PanelProps) {
  const module = panelModule.use(props.open);
  if (!props.open && !module) return null;
  return module ? <module.PanelDialog {...props} /> : null;
}
