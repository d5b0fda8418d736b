import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After an in-app navigation, move focus to the main region so keyboard and screen-reader users
 * start at the new page's content (the first render keeps the browser's default).
 */
export function useRouteFocus(mainId = 'main') {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
