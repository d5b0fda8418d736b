/** The panel's styles, scoped by its shadow root so neither the app's CSS nor the panel's leaks. */
export const PANEL_CSS = `
:host { all: initial; }
* { box-sizing: border-box; }
.root {
  position: fixed; left: 12px; bottom: 12px;
  display: flex; flex-direction: column; align-items: flex-start;
  font: 12px/1.4 system-ui, -apple-system, 'Segoe UI', sans-serif;
  color: #e8eaf0; color-scheme: dark;
}
/* The badge's corner is the developer's choice (it always covers something of some page). */
.root[data-corner$='right'] { left: auto; right: 12px; align-items: flex-end; }
.root[data-corner^='top'] { bottom: auto; top: 12px; flex-direction: column-reverse; }
.root[data-corner^='top'] .panel { margin: 8px 0 0; }
/* Opened from the demo strip at the top of the page: under it, on the left. */
.root[data-docked] { top: calc(var(--app-top-inset, 0px) + 4px); bottom: auto; left: 8px; right: auto; }
.root[data-docked] .panel { margin: 0; max-height: calc(100vh - var(--app-top-inset, 0px) - 16px); }
/* On a phone the badge shrinks to its status dot in the very corner, clear of the app's controls. */
@media (max-width: 640px) {
  .root { left: 4px; bottom: 4px; }
  .root[data-corner$='right'] { right: 4px; }
  .root[data-corner^='top'] { top: 4px; }
  .root .toggle { padding: 6px; }
  .toggle-label { display: none; }
  .panel { width: min(320px, calc(100vw - 8px)); max-height: min(70vh, 640px); }
}
.toggle {
  display: inline-flex; align-items: center; gap: 6px;
  padding: 6px 10px; border-radius: 999px; border: 1px solid #444b5c;
  background: #1e2230; color: inherit; font: inherit; font-weight: 600; cursor: pointer;
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.3);
}
.dot { width: 8px; height: 8px; border-radius: 50%; background: #3fb950; }
.dot[data-level='warn'] { background: #d29922; }
.dot[data-level='bad'] { background: #f85149; }
.panel {
  margin-bottom: 8px; width: 320px; max-height: min(80vh, 640px); overflow: auto;
  padding: 10px 12px; border-radius: 10px; border: 1px solid #444b5c; background: #161a24;
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.4);
}
.panel[hidden] { display: none; }
h2 { margin: 0 0 6px; font-size: 13px; }
fieldset { margin: 8px 0 0; padding: 6px 8px 8px; border: 1px solid #30363d; border-radius: 6px; }
legend { padding: 0 4px; font-weight: 600; color: #9da7b8; }
.row { display: flex; align-items: center; gap: 6px; margin-top: 6px; flex-wrap: wrap; }
.row > label { flex: 0 0 92px; }
.row > label.inline { flex: 0 1 auto; }
.grow { flex: 1 1 0; min-width: 0; }
input[type='range'] { flex: 1 1 0; min-width: 0; accent-color: #58a6ff; }
output { flex: 0 0 70px; text-align: right; font-variant-numeric: tabular-nums; }
select, input[type='number'] {
  font: inherit; color: inherit; background: #0d1117; border: 1px solid #30363d; border-radius: 4px; padding: 3px 4px;
}
select { max-width: 100%; }
button:not(.toggle) {
  font: inherit; color: inherit; background: #21262d; border: 1px solid #444b5c; border-radius: 4px;
  padding: 3px 8px; cursor: pointer;
}
button:not(.toggle):hover { background: #30363d; }
button.danger { border-color: #f85149; color: #ffa198; }
button[role='switch'] { min-width: 52px; }
button[role='switch'][aria-checked='true'] { background: #8b1d1d; border-color: #f85149; }
:focus-visible { outline: 2px solid #58a6ff; outline-offset: 1px; }
ul { margin: 4px 0 0; padding: 0; list-style: none; }
li { display: flex; justify-content: space-between; align-items: center; gap: 6px; margin-top: 4px; }
.muted { color: #8b949e; }
.routing-log { margin: 4px 0 0; padding: 0; list-style: none; max-height: 12rem; overflow: auto; }
.routing-log li { justify-content: flex-start; margin-top: 2px; }
.routing-log [data-answered-by='mock'] strong { color: #d29922; }
.routing-log [data-answered-by='backend'] strong { color: #3fb950; }
.status { min-height: 1.4em; margin-top: 8px; color: #9da7b8; }
`;
