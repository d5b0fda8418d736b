/**
 * The strip at the top of every page of dev and demo builds: says at a glance that this is a demo
 * on sample data, resets it, and opens the developer panel. It sits in the page's flow above the
 * app (which shortens itself by `--app-top-inset`), so it never covers the app's own text.
 *
 * The panel (controls, operation list, styles: most of this folder) is loaded the first time it
 * is opened, from the strip's button or Alt+Shift+M; a panel left open is loaded at once.
 */
import type { MockControls } from './controls';
import type { DevPanel } from './panel';
import { releaseStripPlace, STRIP_ELEMENT_ID, takeStripPlace } from './strip-place';
import { STRIP_CSS } from './strip-styles';

/** Where the panel remembers being open (read here, so a panel left open loads at once). */
const PANEL_OPEN_KEY = 'council-mock:panel-open';

export interface DemoStrip {
  readonly host: HTMLElement;
  /** Loads the panel (once) and opens it. */
  openPanel(): Promise<DevPanel>;
  unmount(): void;
}

export interface DemoStripOptions {
  /** `demo`: a deployed demo; anything else: a developer's `npm run dev`. */
  mode?: string;
  /** Replace the title and note (mixed mode says what is mocked). */
  title?: string;
  note?: string;
  loadPanel?: () => Promise<typeof import('./panel')>;
}

export function mountDemoStrip(controls: MockControls, options: DemoStripOptions = {}): DemoStrip {
  const loadPanel = options.loadPanel ?? (() => import('./panel'));
  const host = document.createElement('div');
  host.id = STRIP_ELEMENT_ID;
  host.dataset.testid = 'demo-strip';
  const shadow = host.attachShadow({ mode: 'open' });

  const demo = options.mode === 'demo';
  const bar = el('div', {
    class: 'strip',
    role: 'region',
    'aria-label': demo ? 'Demo' : 'Mock backend',
  });
  const dot = el('span', { class: 'dot', 'aria-hidden': 'true' });
  const title = el(
    'strong',
    {},
    options.title ?? (demo ? 'Demo on sample data' : 'Mock backend, sample data'),
  );
  const note = el('span', { class: 'note' }, options.note ?? 'Changes stay in this browser.');
  const reset = el('button', { type: 'button', class: 'reset' }, 'Reset demo data');
  const status = el('span', { class: 'visually-hidden', role: 'status' });
  const toggle = el(
    'button',
    {
      type: 'button',
      class: 'panel-toggle',
      'aria-expanded': 'false',
      'aria-keyshortcuts': 'Alt+Shift+M',
    },
    'Mock API',
  );
  bar.append(dot, title, note, el('span', { class: 'grow' }), reset, toggle, status);
  shadow.append(el('style', {}, STRIP_CSS), bar);

  let panel: Promise<DevPanel> | null = null;
  const openPanel = () => {
    panel ??= loadPanel().then(({ mountDevPanel }) =>
      mountDevPanel(controls, document.body, { toggle }),
    );
    return panel.then((p) => (p.open(), p));
  };
  const togglePanel = async () => {
    if (toggle.getAttribute('aria-expanded') === 'true') (await panel)?.close();
    else await openPanel();
  };
  toggle.addEventListener('click', () => void togglePanel());
  toggle.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true')
      void togglePanel();
  });
  const onShortcut = (event: KeyboardEvent) => {
    if (!(event.altKey && event.shiftKey && event.code === 'KeyM')) return;
    event.preventDefault();
    void togglePanel().then(() => toggle.focus());
  };
  window.addEventListener('keydown', onShortcut);

  // Reset asks once more before it throws away everything this visitor did.
  let confirmTimer: ReturnType<typeof setTimeout> | undefined;
  reset.addEventListener('click', () => {
    if (reset.dataset.confirm !== 'true') {
      reset.dataset.confirm = 'true';
      reset.textContent = 'Click again to reset';
      status.textContent = 'Click again to reset all demo data to the sample data.';
      confirmTimer = setTimeout(() => {
        reset.dataset.confirm = '';
        reset.textContent = 'Reset demo data';
      }, 4000);
      return;
    }
    clearTimeout(confirmTimer);
    reset.disabled = true;
    status.textContent = 'Resetting the demo data…';
    controls.reset().catch((error: unknown) => {
      reset.disabled = false;
      status.textContent = String(error);
    });
  });

  const showLevel = () => {
    const f = controls.faults.settings;
    dot.dataset.level = f.offline
      ? 'bad'
      : f.failureRate > 0 || controls.faults.forced.size > 0
        ? 'warn'
        : 'ok';
    toggle.setAttribute(
      'aria-label',
      `Mock API panel${dot.dataset.level === 'ok' ? '' : ' (faults active)'}`,
    );
  };
  const unsubscribe = controls.subscribe(showLevel);
  showLevel();

  // In place of the bar the bootstrap reserved (or an earlier strip), so nothing below moves.
  takeStripPlace(host);
  if (readStored(PANEL_OPEN_KEY) === 'true') void openPanel();

  return {
    host,
    openPanel,
    unmount() {
      unsubscribe();
      window.removeEventListener('keydown', onShortcut);
      void panel?.then((p) => p.unmount());
      if (host.isConnected) releaseStripPlace();
    },
  };
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string>,
  ...children: string[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
