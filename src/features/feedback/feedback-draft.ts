/**
 * The feedback being written, kept for the browser tab (sessionStorage) until it is sent, so
 * closing the dialog, a failed send or a reload never loses the text (signing out forgets it).
 */
import { TYPED_DRAFT_PREFIX } from '@/lib/session/typed-drafts';

export interface FeedbackDraft {
  subject: string;
  message: string;
  /** '' (not rated) or '1'…'5'. */
  rating: string;
  includePage: boolean;
}

const KEY = `${TYPED_DRAFT_PREFIX}feedback`;

export const EMPTY_DRAFT: FeedbackDraft = {
  subject: '',
  message: '',
  rating: '',
  includePage: true,
};

export function readDraft(): FeedbackDraft {
  try {
    const raw = sessionStorage.getItem(KEY);
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
  try {
    if (draft.subject === '' && draft.message === '' && draft.rating === '')
      sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // storage disabled: the draft lives as long as the form
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
