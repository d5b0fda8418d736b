export { LazyFeedbackDialog, preloadFeedbackDialog } from './LazyFeedbackDialog';
