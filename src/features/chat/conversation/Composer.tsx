import {
  memo,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { COARSE_POINTER, useMediaQuery } from '@/lib/ui/use-media-query';
import { formatBytes, type Attachment } from '../state/attachments';
import { isTyping } from '../shortcuts';
import { useDraft, type DraftKey } from '../state/drafts';
import { CloseIcon, FileIcon, PaperclipIcon, SendIcon, StopIcon } from '@/components/icons';

export interface ComposerProps {
  draftKey: DraftKey;
  attachments: readonly Attachment[];
  onFiles: (files: File[]) => void;
  onRemoveAttachment: (localId: string) => void;
  /** Returns true when the text was taken (the composer then clears). */
  onSubmit: (text: string) => boolean;
  /** A reply is on its way: sending waits. */
  busy?: boolean;
  /**
   * Stops the reply on its way. Given, the Send button becomes Stop while `busy`, and Escape stops
   * too. Enter never stops: a user typing the next question must not end the answer they read.
   */
  onStop?: () => void;
  /** ↑ in an empty box: edit the last own message. */
  onEditLast?: () => void;
  placeholder?: string;
  /** The text box, for focusing it from outside (the new-chat shortcut). */
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
  autoFocus?: boolean;
}

const MAX_HEIGHT = 240;
/**
 * The browser grows the box with its text (`field-sizing: content`, composer.css): measuring
 * scrollHeight instead forced a layout of the whole page on every key press, which took 40 to
 * 90 ms at 4x CPU while a reply streamed (docs/performance.md). Other browsers are measured.
 */
const SIZES_ITSELF =
  typeof CSS !== 'undefined' &&
  typeof CSS.supports === 'function' &&
  CSS.supports('field-sizing', 'content');
/** The phone breakpoint of the chat's styles (styles/phone.css). */
const PHONE_WIDTH = '(max-width: 760px)';

/**
 * The message box. Enter sends, Shift+Enter starts a new line (and IME composition is left
 * alone; on a touch screen Enter starts a new line and no key hint is shown; a phone-wide window
 * shows no key hint either); while a reply streams Enter keeps the text and says why.
 * Files come from the picker, drag and drop (handled by the conversation) or paste. The
 * text lives in the per-thread draft store (sessionStorage), so it survives everything.
 */
export const Composer = memo(function Composer({
  draftKey,
  attachments,
  onFiles,
  onRemoveAttachment,
  onSubmit,
  busy = false,
  onStop,
  onEditLast,
  placeholder,
  textareaRef,
  autoFocus,
}: ComposerProps) {
  const [text, setText] = useDraft(draftKey);
  const fileInput = useRef<HTMLInputElement>(null);
  const ownArea = useRef<HTMLTextAreaElement | null>(null);
  const area = textareaRef ?? ownArea;
  const hintId = useId();
  // Focus the box when it appears, unless the user is in an open menu or dialog or typing in
  // another field: the box often appears once data arrives, and taking focus then would close a
  // menu under the pointer or take the keys typed elsewhere.
  // Decided once, when the box first renders.
  const [focusOnMount] = useState(() => autoFocus === true && !userIsBusyElsewhere());
  // On a touch keyboard Enter makes a new line and the send button sends, as in chat apps there.
  const touch = useMediaQuery(COARSE_POINTER);
  // A phone-wide window has no room for a line about keys (the chat layout's phone breakpoint).
  const narrow = useMediaQuery(PHONE_WIDTH);

  useLayoutEffect(() => {
    const el = area.current;
    if (!el || SIZES_ITSELF) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT)}px`;
  }, [text, area]);

  const uploading = attachments.some((a) => a.status === 'uploading');
  const canSend = text.trim() !== '' && !busy && !uploading;

  const stops = busy && onStop !== undefined;
  // Enter pressed with text while the agent replies: the text stays in the box and the hint says
  // why it was not sent (ChatGPT and Claude.ai never let Enter end a reply either).
  const [held, setHeld] = useState(false);
  if (held && (!busy || text.trim() === '')) setHeld(false);

  const send = () => {
    if (!canSend) return;
    if (onSubmit(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && stops) {
      event.preventDefault();
      onStop();
      return;
    }
    if (
      event.key === 'ArrowUp' &&
      text === '' &&
      onEditLast &&
      !event.altKey &&
      !event.ctrlKey &&
      !event.metaKey
    ) {
      event.preventDefault();
      onEditLast();
      return;
    }
    if (
      event.key !== 'Enter' ||
      event.shiftKey ||
      touch ||
      event.nativeEvent.isComposing ||
      event.keyCode === 229
    )
      return;
    event.preventDefault();
    if (busy) {
      if (text.trim() !== '') setHeld(true);
      return;
    }
    send();
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = Array.from(event.clipboardData?.files ?? []);
    if (files.length === 0) return;
    event.preventDefault();
    onFiles(files);
  };

  // The button's action: Stop while a reply streams (a click, never a key), else Send.
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (stops) onStop();
    else send();
  };

  const hint = held
    ? stops
      ? 'Not sent yet: the agent is still replying. Press Enter when it has finished, or Esc to stop it.'
      : 'Not sent yet: the agent is still replying. Press Enter when it has finished.'
    : stops
      ? touch
        ? 'The agent is replying… Stop ends the reply'
        : 'The agent is replying… Esc or Stop ends it'
      : busy
        ? 'The agent is replying…'
        : uploading
          ? 'Uploading files…'
          : touch || narrow
            ? ''
            : 'Enter to send, Shift+Enter for a new line';

  return (
    <form className="composer" onSubmit={onFormSubmit} aria-label="Send a message">
      {attachments.length > 0 && (
        <ul className="attachments" aria-label="Attachments">
          {attachments.map((a) => (
            <li key={a.localId} className={`attachment is-${a.status}`}>
              <FileIcon />
              <span className="attachment-name" title={a.name}>
                {a.name}
              </span>
              <span className="muted">{formatBytes(a.size)}</span>
              {a.status === 'uploading' && (
                <progress
                  className="attachment-progress"
                  max={100}
                  value={Math.round(a.progress * 100)}
                  aria-label={`Uploading ${a.name}`}
                />
              )}
              {a.status === 'failed' && (
                <span className="attachment-error" role="alert">
                  {a.error}
                </span>
              )}
              <button
                type="button"
                className="icon-button small"
                aria-label={`Remove ${a.name}`}
                onClick={() => onRemoveAttachment(a.localId)}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="composer-row">
        <button
          type="button"
          className="icon-button"
          aria-label="Attach files"
          title="Attach files"
          onClick={() => fileInput.current?.click()}
        >
          <PaperclipIcon />
        </button>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          data-testid="file-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
        <textarea
          ref={area}
          className="composer-input"
          aria-label="Message"
          aria-describedby={hintId}
          placeholder={placeholder ?? 'Message…'}
          rows={1}
          value={text}
          autoFocus={focusOnMount}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        {stops ? (
          <button
            type="submit"
            className="send-button is-stop"
            aria-label="Stop reply"
            title="Stop (Esc)"
          >
            <StopIcon />
          </button>
        ) : (
          <button
            type="submit"
            className="send-button"
            aria-label="Send message"
            title="Send (Enter)"
            disabled={!canSend}
          >
            <SendIcon />
          </button>
        )}
      </div>
      <p id={hintId} className="composer-hint" aria-live="polite">
        {hint}
      </p>
    </form>
  );
});

function userIsBusyElsewhere(): boolean {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  if (active === null) return false;
  if (active.closest('[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"]'))
    return true;
  // A field being typed in (the chat search, say): on a slow phone the composer can mount after the
  // person started typing there, and taking the focus would send the rest of their keys here. Not
  // another message box: the one of the page being left hands its focus on (a first message sent
  // from a new chat opens its thread). Nor a choice (an agent's radio button): choosing is done.
  if (active.closest('form.composer')) return false;
  return isTyping(active) && !(active instanceof HTMLInputElement && CHOICES.has(active.type));
}

/** Inputs chosen or pressed rather than typed in, which the shortcuts' `isTyping` counts with the rest. */
const CHOICES = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);
