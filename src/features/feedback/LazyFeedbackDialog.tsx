import { lazyDialog } from '@/lib/ui/lazy-dialog';

const feedback = lazyDialog(
  () => import('./FeedbackDialog').then((m) => m.FeedbackDialog),
  <p className="sr-only" role="status">
    Opening the feedback form…
  </p>,
);

/** The feedback dialog's code (form, Radix Dialog) loads the first time it opens. */
export const LazyFeedbackDialog = feedback.Dialog;
/** Starts loading the dialog's code (e.g. when its opener is hovered or focused). */
export const preloadFeedbackDialog = feedback.preload;
