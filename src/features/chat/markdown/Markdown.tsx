import { memo, useEffect, useMemo, useRef, useSyncExternalStore, type MouseEvent } from 'react';
import { highlightCode, highlightVersion, isHighlightable, loadLanguages, subscribeHighlight } from './highlight';
import { codeFenceLanguages, renderMarkdown, renderMarkdownBlocks } from './render-markdown';

/** Rendered HTML by source text (and highlight state), so scrolling a long thread never re-parses. */
const cache = new Map<string, string>();
const CACHE_LIMIT = 400;

function cachedRender(source: string, highlight: boolean, version: number): string {
  const key = `${highlight ? version : '-'}\u0000${source}`;
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const html = renderMarkdown(source, highlight ? highlightCode : undefined);
  cache.set(key, html);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return html;
}


async function copyCode(button: HTMLElement): Promise<void> {
  const code = button.closest('.md-code')?.querySelector('code')?.textContent ?? '';
  try {
    await navigator.clipboard.writeText(code);
    button.textContent = 'Copied';
  } catch {
    button.textContent = 'Copy failed';
  }
  window.setTimeout(() => {
    button.textContent = 'Copy';
  }, 1500);
}

export interface MarkdownProps {
  source: string;
  /** The text is still growing: skip the cache. */
  streaming?: boolean;
}

/** Message Markdown, sanitised (see render-markdown.ts), with lazily highlighted code blocks. */
export const Markdown = memo(function Markdown({ source, streaming = false }: MarkdownProps) {
  const languages = useMemo(() => codeFenceLanguages(source).filter(isHighlightable), [source]);
  const wantsHighlight = languages.length > 0;
  const version = useSyncExternalStore(subscribeHighlight, highlightVersion, highlightVersion);
  const languageKey = languages.join(',');

  useEffect(() => {
    if (languageKey) void loadLanguages(languageKey.split(','));
  }, [languageKey]);

  // While a reply streams, its text changes every frame: render it block by block, so only the
  // block that grew is sanitised and replaced in the DOM.
  const blockCache = useRef(new Map<string, string>());
  const blocks = useMemo(
    () => (streaming ? renderMarkdownBlocks(source, wantsHighlight ? highlightCode : undefined, blockCache.current) : null),
    // `version`: re-render when a highlighting grammar arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [source, wantsHighlight, version, streaming],
  );
  const html = useMemo(() => (streaming ? '' : cachedRender(source, wantsHighlight, version)), [source, wantsHighlight, version, streaming]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest<HTMLElement>('button.md-copy');
    if (button) void copyCode(button);
  };

  // The HTML is sanitised by renderMarkdown. The click handler serves the copy buttons (real
  // <button>s, so Enter and Space reach it too).
  if (blocks) {
    return (
      <div className="md is-live" onClick={onClick}>
        {blocks.map((block, i) => (
          <div key={i} className="md-block" dangerouslySetInnerHTML={{ __html: block }} />
        ))}
      </div>
    );
  }
  return <div className="md" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
});
