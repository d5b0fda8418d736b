import { lazyDialog } from '@/lib/ui/lazy-dialog';

/** The shortcut list's code loads the first time it opens. */
export const LazyShortcutsDialog = lazyDialog(() =>
  import('./ShortcutsDialog').then((m) => m.ShortcutsDialog),
).Dialog;
