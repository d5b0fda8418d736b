import { useEffect, useState } from 'react';

/**
 * The section being read: the last one whose heading has passed the top of the scrolling region
 * (the page's own region, `#main`), the first one before any has. Recomputed on scroll, so the
 * section menu always marks where the reader is, also after a jump through the menu.
 */
export function useCurrentSection(ids: readonly string[], ready: boolean): string | null {
  const [current, setCurrent] = useState<string | null>(ids[0] ?? null);
  const key = ids.join(' ');
  useEffect(() => {
    if (!ready) return;
    const sectionIds = key.split(' ');
    const scroller = document.getElementById('main');
    const update = () => {
      const top = (scroller?.getBoundingClientRect().top ?? 0) + (scroller ? readPx(scroller, 'scrollPaddingTop') : 0);
      let found = sectionIds[0] ?? null;
      for (const id of sectionIds) {
        const element = document.getElementById(id);
        // A section jumped to lands its own scroll margin below that line; a few pixels of slack.
        if (element && element.getBoundingClientRect().top <= top + readPx(element, 'scrollMarginTop') + 8) found = id;
      }
      // At the very end the last section is the one being read, even when it is too short to reach the top.
      if (scroller && scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2) found = sectionIds.at(-1) ?? found;
      setCurrent(found);
    };
    update();
    const target: HTMLElement | Window = scroller ?? window;
    target.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // A section whose content arrives later moves the ones below it without a scroll.
    const resized = new ResizeObserver(update);
    for (const id of sectionIds) {
      const element = document.getElementById(id);
      if (element) resized.observe(element);
    }
    return () => {
      target.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      resized.disconnect();
    };
  }, [key, ready]);
  return current;
}

function readPx(element: HTMLElement, property: 'scrollPaddingTop' | 'scrollMarginTop'): number {
  const value = parseFloat(getComputedStyle(element)[property]);
  return Number.isFinite(value) ? value : 0;
}
