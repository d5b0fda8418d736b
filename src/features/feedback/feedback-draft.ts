/**
 * The feedback being written, kept for the browser tab (sessionStorage) until it is sent, so
 * closing the dialog, a failed send or a reload never loses the text (signing out forgets it).
 */
import { readTypedDraft, writeTypedDraft } from '@/lib/session/typed-drafts';

export interface FeedbackDraft {
  subject: string;
  message: string;
  /** '' (not rated) or '1'…'5'. */
  rating: string;
  includePage: boolean;
}

const KEY = 'feedback';

export const EMPTY_DRAFT: FeedbackDraft = {
  subject: '',
  message: '',
  rating: '',
  includePage: true,
};

export function readDraft(): FeedbackDraft {
  try {
    const raw = readTypedDraft(KEY);
    if (!raw) return EMPTY_DRAFT;
    const value = JSON.parse(raw) as Partial<FeedbackDraft>;
    return {
      subject: typeof value.subject === 'string' ? value.subject : '',
      message: typeof value.message === 'string' ? value.message : '',
      rating: typeof value.rating === 'string' && /^[1-5]?$/.test(value.rating) ? value.rating : '',
      includePage: value.includePage !== false,
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(draft: FeedbackDraft): void {
  const empty = draft.subject === '' && draft.message === '' && draft.rating === '';
  writeTypedDraft(KEY, empty ? null : JSON.stringify(draft));
}

export function clearDraft(): void {
  writeTypedDraft(KEY, null);
}
