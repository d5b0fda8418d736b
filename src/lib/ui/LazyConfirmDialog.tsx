import { lazyDialog } from './lazy-dialog';
import type { ConfirmDialogProps } from './ConfirmDialog';

const confirm = lazyDialog(() => import('./ConfirmDialog').then((m) => m.ConfirmDialog));

/** A confirmation whose code (Radix Dialog) loads the first time one opens. */
export const LazyConfirmDialog = confirm.Dialog;
/** Starts loading the confirmation's code early (on hover or focus of the button that opens one). */
export const preloadConfirmDialog = confirm.preload;

export type { ConfirmDialogProps };
