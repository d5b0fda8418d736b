import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useSendFeedback } from '@/generated/api/support/support';
import {
  SendFeedbackBody,
  sendFeedbackBodyMessageMax,
  sendFeedbackBodySubjectMax,
} from '@/generated/zod/support/support';
import { CheckboxField, FormAlert, TextAreaField, TextField } from '@/components/forms/fields';
import { startSave } from '@/lib/forms/reset-after-save';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodOptions } from '@/lib/forms/zod-messages';
import { isApiError } from '@/lib/http/api-error';
import {
  clearDraft,
  EMPTY_DRAFT,
  readDraft,
  saveDraft,
  type FeedbackDraft,
} from './feedback-draft';

/** The form's fields: the contract's body (its limits), as text inputs hold it. */
const FeedbackFormSchema = z.object({
  subject: z
    .string()
    .max(sendFeedbackBodySubjectMax, `Use at most ${sendFeedbackBodySubjectMax} characters.`),
  message: z
    .string()
    .trim()
    .min(1, 'Tell us what you think.')
    .max(sendFeedbackBodyMessageMax, `Use at most ${sendFeedbackBodyMessageMax} characters.`),
  rating: z.string().regex(/^[1-5]?$/, 'Choose a rating from 1 to 5.'),
  includePage: z.boolean(),
});

export const RATING_LABELS = ['Very poor', 'Poor', 'OK', 'Good', 'Excellent'] as const;

/** The request body: empty fields left out, the page address only when the user agrees. */
export function feedbackBody(values: FeedbackDraft, pageUrl: string | undefined) {
  return SendFeedbackBody.parse({
    message: values.message.trim(),
    ...(values.subject.trim() !== '' && { subject: values.subject.trim() }),
    ...(values.rating !== '' && { rating: Number(values.rating) }),
    ...(values.includePage && pageUrl && { page_url: pageUrl.slice(0, 2048) }),
  });
}

export interface FeedbackFormProps {
  /** The page the feedback is about (sent as `page_url` when the user keeps the box ticked). */
  pageUrl?: string;
  /** A subject to start with when there is no draft (e.g. the help page's title). */
  initialSubject?: string;
  /** Shown after sending, next to "Send more". */
  onDone?: () => void;
}

/**
 * Feedback (`POST /api/feedback`): a message, an optional subject and rating. The text is kept as a
 * draft until it is sent; a failure keeps everything and offers to try again. What is typed while
 * the feedback is on its way is kept too (startSave): the form then stays open, says the first
 * feedback was sent, and holds the new text as the next draft.
 */
export function FeedbackForm({ pageUrl, initialSubject, onDone }: FeedbackFormProps) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Sent, with more typed while it was on its way: the form stays, with this note above it.
  const [sentWithMore, setSentWithMore] = useState(false);
  const send = useSendFeedback();
  const ratingId = useId();
  const form = useForm<FeedbackDraft>({
    resolver: zodResolver(FeedbackFormSchema, zodOptions),
    defaultValues: (() => {
      const draft = readDraft();
      return draft.subject === '' && draft.message === '' && initialSubject
        ? { ...draft, subject: initialSubject }
        : draft;
    })(),
  });
  const values = useWatch({ control: form.control }) as FeedbackDraft;
  useEffect(() => {
    if (!sent) saveDraft(values);
  }, [values, sent]);

  const submit = form.handleSubmit(async (draft) => {
    const sending = startSave(form);
    setFailure(null);
    setSentWithMore(false);
    try {
      await send.mutateAsync({ data: feedbackBody(draft, pageUrl) });
      // The sent fields are blanked; one typed since keeps its text, and stays the draft.
      const kept = sending.reset(EMPTY_DRAFT);
      if (kept.length === 0) {
        clearDraft();
        setSent(true);
      } else {
        setSentWithMore(true);
      }
    } catch (error) {
      const unplaced = isApiError(error)
        ? applyServerErrors(form.setError, error.errors, ['message', 'subject', 'rating'])
        : [];
      const placed = isApiError(error) && Object.keys(error.errors).length > unplaced.length;
      if (!placed || unplaced.length > 0) {
        setFailure(unplaced[0] ?? (error instanceof Error ? error.message : 'Request failed'));
      }
    }
  });

  if (sent) {
    return (
      <div className="feedback-sent" role="status">
        <p className="feedback-sent-title">
          <strong>Thank you, your feedback was sent.</strong>
        </p>
        <p className="muted">Our team reads every message. We may reply by email.</p>
        <p className="feedback-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              form.reset(EMPTY_DRAFT);
              setSent(false);
            }}
          >
            Send more feedback
          </button>
          {onDone ? (
            <button type="button" className="button" onClick={onDone}>
              Close
            </button>
          ) : null}
        </p>
      </div>
    );
  }

  const length = values.message?.length ?? 0;
  const pending = form.formState.isSubmitting;
  return (
    <form
      className="form feedback-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Send feedback"
    >
      {sentWithMore ? (
        <FormAlert tone="success">
          Your feedback was sent. What you wrote since is kept here: send it when it is ready.
        </FormAlert>
      ) : null}
      {failure ? (
        <FormAlert>
          <p>Your feedback was not sent: {failure} Nothing you wrote is lost.</p>
          <button type="submit" className="button button-secondary" disabled={pending}>
            Try again
          </button>
        </FormAlert>
      ) : null}
      <TextField
        form={form}
        name="subject"
        label="Subject (optional)"
        maxLength={sendFeedbackBodySubjectMax}
        autoComplete="off"
      />
      <TextAreaField
        form={form}
        name="message"
        label="Your feedback"
        rows={5}
        hint={
          <span aria-live="polite">
            {length > sendFeedbackBodyMessageMax - 200
              ? `${length} of ${sendFeedbackBodyMessageMax} characters`
              : 'What works, what does not, what you miss.'}
          </span>
        }
      />
      <fieldset
        className="field rating"
        aria-describedby={form.formState.errors.rating ? `${ratingId}-error` : undefined}
      >
        <legend>How do you rate Council Chat? (optional)</legend>
        <div className="rating-options">
          {RATING_LABELS.map((label, index) => (
            <label key={label} className="rating-option">
              <input type="radio" value={String(index + 1)} {...form.register('rating')} />
              <span>
                {index + 1} <span className="muted">{label}</span>
              </span>
            </label>
          ))}
          {values.rating ? (
            <button
              type="button"
              className="link-button"
              onClick={() => form.setValue('rating', '')}
            >
              Clear rating
            </button>
          ) : null}
        </div>
        {form.formState.errors.rating ? (
          <p id={`${ratingId}-error`} className="field-error">
            {form.formState.errors.rating.message}
          </p>
        ) : null}
      </fieldset>
      {pageUrl ? (
        <CheckboxField form={form} name="includePage" label="Include the address of this page" />
      ) : null}
      <div className="feedback-actions">
        <button
          type="submit"
          className="button"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? 'Sending…' : 'Send feedback'}
        </button>
      </div>
    </form>
  );
}
