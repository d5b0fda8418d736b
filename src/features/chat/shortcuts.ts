/** The chat's keyboard shortcuts: what the shortcut list shows, and the keys the page listens to. */
export interface Shortcut {
  keys: string[][];
  action: string;
}

/** Each entry's `keys` are alternatives; each alternative is pressed together. */
export const SHORTCUTS: Shortcut[] = [
  { keys: [['Ctrl', 'Shift', 'O']], action: 'New chat' },
  { keys: [['Shift', 'Esc']], action: 'Focus the message box' },
  { keys: [['Ctrl', 'K']], action: 'Search chats and messages' },
  { keys: [['Enter'], ['Shift', 'Enter']], action: 'Send the message / new line' },
  { keys: [['Esc']], action: 'Stop the reply being written' },
  { keys: [['Alt', 'Shift', 'R']], action: 'Regenerate the last reply' },
  { keys: [['↑']], action: 'Edit your last message (in an empty message box)' },
  {
    keys: [
      ['Alt', '↓'],
      ['Alt', '↑'],
    ],
    action: 'Next / previous chat',
  },
  { keys: [['?'], ['Ctrl', '/']], action: 'Show this list of shortcuts' },
];

/** Whether a key press happened while typing (where `?` is a character, not a shortcut). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('input, textarea, select, [contenteditable="true"]') !== null
  );
}

/** The chat next to (or before) the open one, in the sidebar's order. */
export function adjacentThreadId(current: number | null, step: 1 | -1): number | null {
  const ids = [...document.querySelectorAll<HTMLElement>('#chat-sidebar [data-thread-id]')]
    .map((el) => Number(el.dataset.threadId))
    .filter((id, index, all) => Number.isInteger(id) && all.indexOf(id) === index);
  if (ids.length === 0) return null;
  const at = current === null ? -1 : ids.indexOf(current);
  if (at < 0) return step === 1 ? ids[0]! : ids[ids.length - 1]!;
  return ids[at + step] ?? null;
}
