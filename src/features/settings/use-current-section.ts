import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The section being read: the last one whose heading has passed the top of the scrolling region
 * (the page's own region, `#main`), the first one before any has. Recomputed on scroll, so the
 * section menu always marks where the reader is.
 *
 * A jump (a menu link, or a `#section` in the address) holds its section: the sections above it
 * may still be loading, and as they grow they would push it down and leave the reader somewhere
 * else. Until the reader scrolls, taps or types, the section jumped to is put back at the top
 * whenever a section changes size, and it is the one the menu marks (also a last section too
 * short to reach the top).
 */
export function useCurrentSection(
  ids: readonly string[],
  ready: boolean,
  hash: string,
): { current: string | null; jump: (id: string) => void } {
  const [current, setCurrent] = useState<string | null>(ids[0] ?? null);
  const held = useRef<string | null>(null);
  const key = ids.join(' ');

  const jump = useCallback((id: string) => {
    held.current = id;
    setCurrent(id);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const sectionIds = key.split(' ');
    const scroller = document.getElementById('main');
    // A link to a section (`/Settings#tools`) opens at that section and holds it like a jump.
    const linked = sectionOf(hash);
    if (sectionIds.includes(linked)) {
      held.current = linked;
      document.getElementById(linked)?.scrollIntoView({ block: 'start' });
    }
    const update = () => {
      if (held.current) {
        setCurrent(held.current);
        return;
      }
      const top =
        (scroller?.getBoundingClientRect().top ?? 0) +
        (scroller ? readPx(scroller, 'scrollPaddingTop') : 0);
      let found = sectionIds[0] ?? null;
      for (const id of sectionIds) {
        const element = document.getElementById(id);
        // A section jumped to lands its own scroll margin below that line; a few pixels of slack.
        if (
          element &&
          element.getBoundingClientRect().top <= top + readPx(element, 'scrollMarginTop') + 8
        )
          found = id;
      }
      // At the very end the last section is the one being read, even when it is too short to reach the top.
      if (scroller && scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2)
        found = sectionIds.at(-1) ?? found;
      setCurrent(found);
    };
    // The reader taking over ends the hold; the pointer press on a menu link comes before its click, which holds again.
    const release = () => {
      held.current = null;
    };
    const resized = new ResizeObserver(() => {
      if (held.current) document.getElementById(held.current)?.scrollIntoView({ block: 'start' });
      update();
    });
    for (const id of sectionIds) {
      const element = document.getElementById(id);
      if (element) resized.observe(element);
    }
    update();
    const target: HTMLElement | Window = scroller ?? window;
    target.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const input = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    for (const type of input)
      window.addEventListener(type, release, { passive: true, capture: true });
    return () => {
      target.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      for (const type of input) window.removeEventListener(type, release, { capture: true });
      resized.disconnect();
    };
  }, [key, ready, hash]);

  return { current, jump };
}

function readPx(element: HTMLElement, property: 'scrollPaddingTop' | 'scrollMarginTop'): number {
  const value = parseFloat(getComputedStyle(element)[property]);
  return Number.isFinite(value) ? value : 0;
}

function sectionOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return ''; // a malformed `%` escape names no section
  }
}
