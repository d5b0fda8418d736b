/**
 * Popup layering (docs/app-rules.md#constants). The stylesheets read these through the CSS custom
 * properties `--z-modal`, `--z-overlay`, `--z-menu` and `--z-tooltip`, which the app sets from
 * this table at start (see `zIndexCssVariables`), so the numbers live in one place.
 */
export const Z_INDEX = {
  modal: 1100,
  overlay: 1000,
  menu: 1000,
  tooltip: 1100,
} as const;

export type ZIndexLayer = keyof typeof Z_INDEX;

/** `{ '--z-modal': '1100', ... }`, ready for `element.style.setProperty`. */
export function zIndexCssVariables(): Record<`--z-${ZIndexLayer}`, string> {
  return {
    '--z-modal': String(Z_INDEX.modal),
    '--z-overlay': String(Z_INDEX.overlay),
    '--z-menu': String(Z_INDEX.menu),
    '--z-tooltip': String(Z_INDEX.tooltip),
  };
}

export function applyZIndexVariables(element: HTMLElement): void {
  for (const [name, value] of Object.entries(zIndexCssVariables()))
    element.style.setProperty(name, value);
}
