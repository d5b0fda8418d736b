import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';

export interface EditMessageProps {
  /** The text being edited: kept by the caller, so it outlives this editor (../state/drafts.ts). */
  text: string;
  onTextChange: (text: string) => void;
  /** Takes the focus when it appears: when the person opened it, not when its row mounts again. */
  autoFocus: boolean;
  /** Resolves with an error to show, or null when the edit was sent. */
  onSave: (content: string) => Promise<string | null>;
  onCancel: () => void;
}

/** The own message's text, editable in place: Enter (or Save) sends it again, Escape cancels. */
export function EditMessage({ text, onTextChange, autoFocus, onSave, onCancel }: EditMessageProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const save = async () => {
    const content = text.trim();
    if (content === '' || busy) return;
    setBusy(true);
    const problem = await onSave(content);
    setBusy(false);
    if (problem) setError(problem);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <form className="msg-edit" onSubmit={onSubmit} aria-label="Edit your message">
      <textarea
        className="input msg-edit-input"
        aria-label="Edited message"
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        value={text}
        autoFocus={autoFocus}
        rows={Math.min(8, Math.max(2, text.split('\n').length))}
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {error && (
        <p id={errorId} className="msg-error" role="alert">
          {error}
        </p>
      )}
      <div className="msg-edit-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={busy || text.trim() === ''}>
          Save and send
        </button>
      </div>
    </form>
  );
}
