import { lazyDialog } from '@/lib/ui/lazy-dialog';

/** The name dialog's code (Radix Dialog) loads the first time one opens. */
export const LazyNameDialog = lazyDialog(() =>
  import('./NameDialog').then((m) => m.NameDialog),
).Dialog;
