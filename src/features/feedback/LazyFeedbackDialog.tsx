import { lazyModule } from '@/lib/ui/lazy-module';
import type { FeedbackDialogProps } from './FeedbackDialog';

const dialogModule = lazyModule(() => import('./FeedbackDialog'));

/** Starts loading the dialog's code (e.g. when its opener is hovered or focused). */
export const preloadFeedbackDialog = () => void dialogModule.load().catch(() => undefined);

/** The feedback dialog's code (form, Radix Dialog) loads the first time it opens. */
export function LazyFeedbackDialog(props: FeedbackDialogProps) {
  if (!props.open) return null;
  return <Loaded {...props} />;
}

function Loaded(props: FeedbackDialogProps) {
  const module = dialogModule.use();
  return module ? (
    <module.FeedbackDialog {...props} />
  ) : (
    <p className="sr-only" role="status">
      Opening the feedback form…
    </p>
  );
}
