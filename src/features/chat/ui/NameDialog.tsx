import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type FormEvent } from 'react';

export interface NameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  initial: string;
  submitLabel: string;
  maxLength: number;
  /**
   * Resolves with an error message to show, or null when saved: the dialog then closes, unless the
   * name was changed while it was being saved (it stays open with what was typed, to save again).
   */
  onSubmit: (value: string) => Promise<string | null> | string | null;
}

/** A small dialog asking for one name (rename a chat, name or rename a folder). */
export function NameDialog({
  open,
  onOpenChange,
  title,
  label,
  initial,
  submitLabel,
  maxLength,
  onSubmit,
}: NameDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby={undefined}>
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          {/* Remounted on each opening, so the field starts from the current name. */}
          {open && (
            <NameForm
              label={label}
              initial={initial}
              submitLabel={submitLabel}
              maxLength={maxLength}
              onSubmit={onSubmit}
              onDone={() => onOpenChange(false)}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function NameForm({
  label,
  initial,
  submitLabel,
  maxLength,
  onSubmit,
  onDone,
}: Pick<NameDialogProps, 'label' | 'initial' | 'submitLabel' | 'maxLength' | 'onSubmit'> & {
  onDone: () => void;
}) {
  const [value, setValue] = useState(initial);
  // What is in the box now, read when a save answers: on a slow device keys arrive during the save.
  const typed = useRef(initial);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = value.trim();
    if (name === '') {
      setError('The name is required.');
      return;
    }
    setBusy(true);
    setSaved(null);
    const problem = await onSubmit(name);
    setBusy(false);
    if (problem) setError(problem);
    else if (typed.current.trim() !== name) setSaved(name);
    else onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="dialog-form">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        value={value}
        maxLength={maxLength}
        autoFocus
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          typed.current = event.target.value;
          setValue(event.target.value);
          setError(null);
        }}
        onFocus={(event) => event.target.select()}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      {saved !== null && (
        <p className="field-hint" role="status">
          “{saved}” is saved. What you typed since is not: {submitLabel} saves it.
        </p>
      )}
      <div className="dialog-actions">
        <Dialog.Close asChild>
          <button type="button" className="button button-secondary">
            Cancel
          </button>
        </Dialog.Close>
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
