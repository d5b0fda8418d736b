import * as Dialog from '@radix-ui/react-dialog';
import { FeedbackForm, type FeedbackFormProps } from './FeedbackForm';
import './feedback.css';

export interface FeedbackDialogProps extends Omit<FeedbackFormProps, 'onDone'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The feedback form in a dialog (from the user menu and the help centre). */
export function FeedbackDialog({ open, onOpenChange, ...form }: FeedbackDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog-wide">
          <Dialog.Title className="dialog-title">Send feedback</Dialog.Title>
          <Dialog.Description className="muted small">
            Tell the Council Chat team what you think. Your draft is kept until it is sent.
          </Dialog.Description>
          <FeedbackForm {...form} onDone={() => onOpenChange(false)} />
          <Dialog.Close asChild>
            <button type="button" className="icon-button dialog-close" aria-label="Close">
              ×
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
