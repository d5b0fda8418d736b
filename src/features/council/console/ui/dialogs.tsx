import { DialogLoadFailure } from '@/lib/ui/lazy-dialog';
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
  const failure = panelModule.useFailure();
  if (module) return <module.PanelDialog {...props} />;
  if (props.open && failure)
    return <DialogLoadFailure failure={failure} onClose={() => props.onOpenChange(false)} />;
  return null;
}
