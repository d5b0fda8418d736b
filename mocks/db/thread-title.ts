export const DEFAULT_THREAD_TITLE = 'New chat';
const TITLE_LENGTH = 60;

/**
 * The automatic title: the first line of the first message without markdown, cut at a word
 * boundary like Laravel's `Str::limit($text, 60, preserveWords: true)`.
 */
export function titleFromMessage(content: string): string {
  const line = content.split('\n').find((l) => l.trim() !== '') ?? '';
  const plain = line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain === '') return DEFAULT_THREAD_TITLE;
  if (plain.length <= TITLE_LENGTH) return plain;
  const cut = plain.slice(0, TITLE_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}...`;
}
