import { lazyModule } from '@/lib/ui/lazy-module';
import type { ComponentProps } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';

/** The dialogs' code (Radix Dialog) loads the first time one opens, not with the page. */
const dialogModule = lazyModule(() => import('./ConfirmDialog'));

/** Starts loading the dialogs early (on hover or focus of the button that opens one). */
export const preloadDialogs = () => void dialogModule.load().catch(() => undefined);

export function Confirm(props: ConfirmDialogProps) {
  const module = dialogModule.use(props.open);
  if (!props.open && !module) return null;
  return module ? <module.ConfirmDialog {...props} /> : null;
}

type PanelProps = ComponentProps<Awaited<ReturnType<typeof dialogModule.load>>['PanelDialog']>;

export function Panel(props: PanelProps) {
  const module = dialogModule.use(props.open);
  if (!props.open && !module) return null;
  return module ? <module.PanelDialog {...props} /> : null;
}
