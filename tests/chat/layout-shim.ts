/**
 * happy-dom has no layout: every box is 0×0, so a virtualised list would think its viewport is
 * empty. This gives the message list's scroller a phone-sized viewport and each row a height, so
 * @tanstack/react-virtual renders the rows near the end as it does in a browser.
 */
const VIEWPORT = { width: 800, height: 640 };
const ROW_HEIGHT = 72;

const original = Element.prototype.getBoundingClientRect;

function rect(width: number, height: number): DOMRect {
  return {
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: width,
    bottom: height,
    width,
    height,
    toJSON: () => ({}),
  } as DOMRect;
}

Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element): DOMRect {
  if (this.classList.contains('msg-scroll')) return rect(VIEWPORT.width, VIEWPORT.height);
  if (this.classList.contains('msg-slot')) return rect(VIEWPORT.width, ROW_HEIGHT);
  return original.call(this);
};

for (const prop of ['offsetHeight', 'clientHeight'] as const) {
  const base =
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop) ??
    Object.getOwnPropertyDescriptor(Element.prototype, prop);
  Object.defineProperty(HTMLElement.prototype, prop, {
    configurable: true,
    get(this: HTMLElement) {
      if (this.classList.contains('msg-scroll')) return VIEWPORT.height;
      if (this.classList.contains('msg-slot')) return ROW_HEIGHT;
      return base?.get ? (base.get.call(this) as number) : 0;
    },
  });
}
for (const prop of ['offsetWidth', 'clientWidth'] as const) {
  const base =
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop) ??
    Object.getOwnPropertyDescriptor(Element.prototype, prop);
  Object.defineProperty(HTMLElement.prototype, prop, {
    configurable: true,
    get(this: HTMLElement) {
      if (this.classList.contains('msg-scroll') || this.classList.contains('msg-slot'))
        return VIEWPORT.width;
      return base?.get ? (base.get.call(this) as number) : 0;
    },
  });
}

export {};
