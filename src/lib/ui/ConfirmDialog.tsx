import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import './dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What happens, and what is lost. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` for what cannot be taken back. */
  tone?: 'danger' | 'default';
  /**
   * May be async: the buttons wait, and the dialog closes when it resolves. Resolving with a string
   * (the server's refusal) shows it in the dialog and keeps it open, so the user can retry or cancel.
   */
  onConfirm: () => unknown;
}

/** Asks before something destructive or costly; Cancel has the focus, so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (next: boolean) => {
    if (!next) setProblem(null);
    onOpenChange(next);
  };
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const result = await onConfirm();
      if (typeof result === 'string' && result !== '') setProblem(result);
      else change(false);
    } catch {
      // The caller has said what went wrong; the dialog stays, so the user can try again or cancel.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="modal" role="alertdialog" data-testid="confirm-dialog">
          <Dialog.Title className="modal-title">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="modal-body">{children}</div>
          </Dialog.Description>
          {problem ? (
            <p className="alert alert-error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="modal-actions">
            <Dialog.Close asChild>
              <button type="button" className="button button-secondary" autoFocus>
                {cancelLabel}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={`button${tone === 'danger' ? ' button-danger' : ''}`}
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
