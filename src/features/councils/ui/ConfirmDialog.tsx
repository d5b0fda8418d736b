import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Destructive actions show a red button. */
  danger?: boolean;
  /** Resolves with an error message to show in the dialog, or null when done (the dialog closes). */
  onConfirm: () => Promise<string | null>;
}

/** Asks before something that cannot be undone; the server's refusal is shown in the dialog. */
export function ConfirmDialog({ open, onOpenChange, title, children, confirmLabel, danger, onConfirm }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const problem = await onConfirm();
    setBusy(false);
    if (problem) setError(problem);
    else change(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="console-overlay" />
        <Dialog.Content className="console-dialog" role="alertdialog">
          <Dialog.Title className="console-dialog-title">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="console-dialog-body">{children}</div>
          </Dialog.Description>
          {error ? (
            <p className="alert alert-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="console-dialog-actions">
            <Dialog.Close asChild>
              <button type="button" className="button button-secondary">
                Cancel
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={`button${danger ? ' button-danger' : ''}`}
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void confirm()}
            >
              {busy ? 'Working…' : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A dialog holding a form or a panel (invite, agent settings, folder picker). */
export function PanelDialog({
  open,
  onOpenChange,
  title,
  description,
  wide,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="console-overlay" />
        <Dialog.Content
          className={`console-dialog${wide ? ' console-dialog-wide' : ''}`}
        >
          <Dialog.Title className="console-dialog-title">{title}</Dialog.Title>
          {description ? <Dialog.Description className="muted">{description}</Dialog.Description> : <Dialog.Description className="sr-only">{title}</Dialog.Description>}
          {open ? children : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
