import { useEffect } from 'react';

/**
 * The tab title of a page whose title depends on its data (a help page's own title). The shell
 * sets the route's title in its own effect, which runs after the page's on the first render: set
 * ours after that, and again whenever it changes.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const full = `${title} · Council Chat`;
    document.title = full;
    const frame = requestAnimationFrame(() => {
      document.title = full;
    });
    return () => cancelAnimationFrame(frame);
  }, [title]);
}
