/**
 * What a user typed and has not sent (form drafts, kept texts, the chat's drafts, the feedback being
 * written) is kept in sessionStorage under one prefix, and belongs to the user who typed it: signing
 * out forgets all of it, and so does another user signing in to this tab (after a session that
 * expired, the same user finds their text again). Every store reads and writes through
 * readTypedDraft and writeTypedDraft; stores that also hold drafts in memory say so with
 * onTypedDraftsForgotten.
 */
const TYPED_DRAFT_PREFIX = 'council-chat:typed:';
const OWNER_KEY = 'council-chat:typed-drafts-owner';

const inMemory = new Set<() => void>();

/** The draft stored under `key`, or null: none, or storage turned off. */
export function readTypedDraft(key: string): string | null {
  try {
    return sessionStorage.getItem(`${TYPED_DRAFT_PREFIX}${key}`);
  } catch {
    return null;
  }
}

/** Stores `text` under `key`; null removes it. */
export function writeTypedDraft(key: string, text: string | null): void {
  try {
    if (text === null) sessionStorage.removeItem(`${TYPED_DRAFT_PREFIX}${key}`);
    else sessionStorage.setItem(`${TYPED_DRAFT_PREFIX}${key}`, text);
  } catch {
    // Storage full or turned off: the text lives only as long as the page that shows it.
  }
}

export function onTypedDraftsForgotten(forget: () => void): () => void {
  inMemory.add(forget);
  return () => inMemory.delete(forget);
}

/** Signing out: nothing typed by this user stays in the tab. */
export function forgetTypedDrafts(): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < sessionStorage.length; index++) {
      const key = sessionStorage.key(index);
      if (key?.startsWith(TYPED_DRAFT_PREFIX)) keys.push(key);
    }
    for (const key of keys) sessionStorage.removeItem(key);
    sessionStorage.removeItem(OWNER_KEY);
  } catch {
    // Storage turned off: there was nothing stored.
  }
  for (const forget of inMemory) forget();
}

/** A user is signed in: what another user typed in this tab is forgotten first. */
export function claimTypedDrafts(userId: number): void {
  let owner: string | null;
  try {
    owner = sessionStorage.getItem(OWNER_KEY);
  } catch {
    return;
  }
  if (owner === String(userId)) return;
  if (owner !== null) forgetTypedDrafts();
  try {
    sessionStorage.setItem(OWNER_KEY, String(userId));
  } catch {
    // Storage full: the drafts are unowned, and nothing else is stored either.
  }
}
