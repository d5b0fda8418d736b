/** The strip's height: the app is shortened by it (`--app-top-inset`), so nothing is covered. */
export const STRIP_HEIGHT_PX = 30;

export const STRIP_CSS = `
:host { all: initial; display: block; }
* { box-sizing: border-box; }
.strip {
  display: flex; align-items: center; gap: 8px; height: ${STRIP_HEIGHT_PX}px; padding: 0 8px 0 12px;
  font: 13px/1 system-ui, -apple-system, 'Segoe UI', sans-serif; white-space: nowrap; overflow: hidden;
  color: #1f2328; background: #fff4d6; border-bottom: 1px solid #e3c26b;
}
/* Dark as the app is: the system's choice unless the app's theme toggle set data-theme. */
@media (prefers-color-scheme: dark) {
  :host-context(html:not([data-theme='light'])) .strip { color: #f0e6c8; background: #3a2f12; border-bottom-color: #6b5517; }
}
:host-context(html[data-theme='dark']) .strip { color: #f0e6c8; background: #3a2f12; border-bottom-color: #6b5517; }
@media (prefers-color-scheme: dark) {
  :host-context(html:not([data-theme='light'])) button[data-confirm='true'] { color: #ff9a92; }
}
:host-context(html[data-theme='dark']) button[data-confirm='true'] { color: #ff9a92; }
.dot { flex: none; width: 8px; height: 8px; border-radius: 50%; background: #2da44e; }
.dot[data-level='warn'] { background: #bf8700; }
.dot[data-level='bad'] { background: #cf222e; }
.note { overflow: hidden; text-overflow: ellipsis; opacity: 0.85; }
/* On a phone the title gives way (cut with an ellipsis), so both buttons always fit. */
strong { flex: 0 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.grow { flex: 1 1 0; }
button {
  flex: none; font: inherit; color: inherit; background: transparent; cursor: pointer;
  border: 1px solid currentColor; border-radius: 4px; padding: 3px 8px;
}
button:hover { background: rgb(127 127 127 / 0.15); }
button[data-confirm='true'] { color: #a40e26; }
button:focus-visible { outline: 2px solid #0969da; outline-offset: 1px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
@media (max-width: 640px) { .note { display: none; } }
@media (max-width: 420px) { .strip { gap: 6px; padding: 0 6px; } button { padding: 3px 6px; } }
`;
