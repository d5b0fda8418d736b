/**
 * The strip's place at the top of the page, kept from the page's first paint. The app renders
 * before the mock is up, and the strip comes with the mock: without this, the whole app would
 * drop by the strip's height once the mock started, under a reader's eyes and pointer (a jump to
 * a Settings section, a button about to be pressed). The bootstrap (src/app/dev/start-mocks.ts)
 * reserves the place before the app renders; the strip takes it in the same task
 * (./strip.ts), so nothing moves.
 *
 * Kept small: the bootstrap, and so the dev and demo builds' first chunk, imports it.
 */
import { STRIP_CSS, STRIP_HEIGHT_PX } from './strip-styles';

export const STRIP_ELEMENT_ID = 'council-mock-strip';
/** The app shortens itself by this (src/app/styles/base.css), so the strip covers nothing. */
const INSET_VARIABLE = '--app-top-inset';

/** An empty bar of the strip's height and colours, until the strip itself replaces it. */
export function reserveStripPlace(): void {
  if (document.getElementById(STRIP_ELEMENT_ID)) return;
  const host = document.createElement('div');
  host.id = STRIP_ELEMENT_ID;
  // Nothing to read or press yet: the strip's own text and buttons come with the mock.
  host.setAttribute('aria-hidden', 'true');
  const style = document.createElement('style');
  style.textContent = STRIP_CSS;
  const bar = document.createElement('div');
  bar.className = 'strip';
  host.attachShadow({ mode: 'open' }).append(style, bar);
  takeStripPlace(host);
}

/** Puts `host` where the strip goes: in place of what holds it now, else first in the page. */
export function takeStripPlace(host: HTMLElement): void {
  const holder = document.getElementById(STRIP_ELEMENT_ID);
  if (holder && holder !== host) holder.replaceWith(host);
  else if (!holder) document.body.prepend(host);
  document.documentElement.style.setProperty(INSET_VARIABLE, `${STRIP_HEIGHT_PX}px`);
}

/** Gives the strip's place back to the app: the strip unmounted, or the mock never started. */
export function releaseStripPlace(): void {
  document.getElementById(STRIP_ELEMENT_ID)?.remove();
  document.documentElement.style.removeProperty(INSET_VARIABLE);
}
