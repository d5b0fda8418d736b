import { memo, useEffect, useMemo, useRef, useSyncExternalStore, type MouseEvent } from 'react';
import {
  highlightCode,
  highlightVersion,
  isHighlightable,
  isHighlightReady,
  loadLanguages,
  subscribeHighlight,
} from './highlight';
import {
  codeFenceLanguages,
  growingText,
  renderMarkdown,
  renderMarkdownBlocks,
  type GrowingText,
} from './render-markdown';

// marked compiles its rules and DOMPurify builds its tables on first use: do it now, while the
// thread's messages are still on their way, rather than in the first render of them.
if (typeof window !== 'undefined')
  renderMarkdown(
    '# w\n\n- *a* **b** [c](https://example.com) `d`\n\n| e |\n|---|\n| f |\n\n```\ng\n```',
  );

/** Rendered HTML by source text (and highlight state), so scrolling a long thread never re-parses. */
const cache = new Map<string, string>();
const CACHE_LIMIT = 400;

/** `ready`: which of the message's code languages can be highlighted now (e.g. "10"). */
function cachedRender(source: string, highlight: boolean, ready: string): string {
  const key = `${highlight ? ready : '-'}\u0000${source}`;
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
  // Re-rendered when a grammar arrives; only the messages whose own languages changed re-render.
  useSyncExternalStore(subscribeHighlight, highlightVersion, highlightVersion);
  const languageKey = languages.join(',');
  const ready = languages.map((language) => (isHighlightReady(language) ? '1' : '0')).join('');

  useEffect(() => {
    if (languageKey) void loadLanguages(languageKey.split(','));
  }, [languageKey]);

  // While a reply streams, its text changes every frame: render it block by block, so only the
  // block that grew is sanitised and replaced in the DOM.
  // A reply that streamed here stays in blocks when it completes: its final text is what was
  // streamed, so the switch costs nothing instead of a full render of a long reply.
  const blockCache = useRef<{ html: Map<string, string>; growing: GrowingText } | null>(null);
  if (streaming && blockCache.current === null)
    blockCache.current = { html: new Map(), growing: growingText() };
  const blocks = useMemo(
    () => {
      const cached = blockCache.current;
      if (!cached) return null;
      return renderMarkdownBlocks(
        source,
        wantsHighlight ? highlightCode : undefined,
        cached.html,
        isHighlightReady,
        cached.growing,
      );
    },
    // `streaming`: the cache is created when streaming starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [source, wantsHighlight, ready, streaming],
  );
  const html = useMemo(
    () => (blocks ? '' : cachedRender(source, wantsHighlight, ready)),
    [blocks, source, wantsHighlight, ready],
  );

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest<HTMLElement>('button.md-copy');
    if (button) void copyCode(button);
  };

  // The HTML is sanitised by renderMarkdown. The click handler serves the copy buttons (real
  // <button>s, so Enter and Space reach it too).
  if (blocks) {
    return (
      <div className={streaming ? 'md is-live' : 'md is-blocks'} onClick={onClick}>
        {blocks.map((block, i) => (
          <div key={i} className="md-block" dangerouslySetInnerHTML={{ __html: block }} />
        ))}
      </div>
    );
  }
  return <div className="md" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
});
