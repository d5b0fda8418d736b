/**
 * A message's Markdown as the plain text a reader sees, for search: what Laravel would index after
 * `strip_tags(Str::markdown($content))`. Snippets cut from the source showed `**`, `*` and table
 * rules (`| --- |`) to the user; a search for `**` must not match either.
 */
export function plainText(markdown: string): string {
  return (
    markdown
      // Fenced code keeps its code, without the fences.
      .replace(/^\s*(```|~~~)[^\n]*$/gm, '')
      // Table rules (`| --- | :-: |`) go; table rows keep their cells, apart.
      .replace(/^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*:?-{0,}:?\s*\|?\s*$/gm, '')
      .replace(/^\s*\|(.*?)\|?\s*$/gm, (_row, cells: string) =>
        cells
          .split('|')
          .map((cell) => cell.trim())
          .filter(Boolean)
          .join(' · '),
      )
      // Images and links keep their text.
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      // Headings, quotes, list markers and rules.
      .replace(/^\s{0,3}#{1,6}\s+/gm, '')
      .replace(/^\s{0,3}>\s?/gm, '')
      .replace(/^\s*(?:[-*_]\s*){3,}$/gm, '')
      .replace(/^(\s*)(?:[-*+]|\d+[.)])\s+/gm, '$1')
      // Emphasis, strike-through and inline code keep their text.
      .replace(/(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?!\w)/g, '$1$2')
      .replace(/(^|[^\w_])_(?=\S)([^_\n]*?\S)_(?!\w)/g, '$1$2')
      .replace(/`([^`\n]+)`/g, '$1')
  );
}
