/** Room left between the menu and a control brought out from under it. */
const GAP_PX = 8;

/**
 * Brings a control that took focus under the sticky section menu (on a phone the menu stands above
 * the sections) out from under it, by scrolling the page's region (`#main`, the menu's scroller).
 * The browser scrolls a focused element only when it is out of the region, and one under a sticky
 * bar counts as in it (and in Chromium `scrollIntoView` left a table's sort button, inside a table
 * that scrolls sideways, still half under it). Beside the sections (a wide screen) the menu covers
 * nothing, so nothing moves.
 */
export function scrollClearOfMenu(focused: Element, menu: Element | null): void {
  const bar = menu?.getBoundingClientRect();
  if (!bar) return;
  const field = focused.getBoundingClientRect();
  const covered =
    field.top < bar.bottom &&
    field.bottom > bar.top &&
    field.left < bar.right &&
    field.right > bar.left;
  if (covered) document.getElementById('main')?.scrollBy({ top: field.top - bar.bottom - GAP_PX });
}
