/** Storage sizes of docs/app-rules.md#constants. */

/**
 * The largest kept screen, in characters of JSON (a list of chats and a thread's newest page are
 * tens of thousands): sessionStorage holds about 5 million, and what was typed and not sent shares it.
 */
export const KEPT_SCREEN_MAX_CHARS = 500_000;
