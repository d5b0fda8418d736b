/**
 * The floating developer panel of dev and demo builds: the fault sections (fault-sections.ts:
 * latency, failure rate, offline switch, a forced status for one operation, real-time faults), the
 * session's scenario picker, reset, and the corner its badge sits in (a bare status dot on phones). Plain DOM in a shadow root under its own element,
 * so it cannot collide with the app's React tree or styles.
 * Native controls with labels throughout; Alt+Shift+M opens and closes it, Escape closes it.
 */
import { Z_INDEX } from '@/lib/constants';
import type { MockControls } from './controls';
import { h } from './dom';
import { faultLevel, faultSections } from './fault-sections';
import { routingSection } from './routing-log';
import { PANEL_CSS } from './styles';

export const PANEL_ELEMENT_ID = 'council-mock-panel';
export const OPEN_KEY = 'council-mock:panel-open';
const CORNER_KEY = 'council-mock:panel-corner';
const CORNERS = {
  'bottom-left': 'Bottom left',
  'bottom-right': 'Bottom right',
  'top-left': 'Top left',
  'top-right': 'Top right',
} as const;
type Corner = keyof typeof CORNERS;
const isCorner = (value: string | null): value is Corner =>
  value !== null && Object.hasOwn(CORNERS, value);
/** Above every layer of the app (modals included), so it stays reachable while a dialog is open. */
export const PANEL_Z_INDEX = Math.max(...Object.values(Z_INDEX)) + 100;

export interface DevPanel {
  readonly host: HTMLElement;
  open(): void;
  close(): void;
  /** Re-reads the controls' state into the widgets. */
  sync(): void;
  unmount(): void;
}

export interface DevPanelOptions {
  /**
   * A button elsewhere (the demo strip's) that opens and closes the panel. The panel then has no
   * badge of its own: it opens under the strip, and the strip owns the shortcut and the status dot.
   */
  toggle?: HTMLButtonElement;
}

export function mountDevPanel(
  controls: MockControls,
  parent: HTMLElement = document.body,
  options: DevPanelOptions = {},
): DevPanel {
  document.getElementById(PANEL_ELEMENT_ID)?.remove();
  const host = h('div', { id: PANEL_ELEMENT_ID, 'data-testid': 'mock-dev-panel' });
  host.style.position = 'relative';
  host.style.zIndex = String(PANEL_Z_INDEX);
  const shadow = host.attachShadow({ mode: 'open' });
  const uid = (name: string) => `cm-${name}`;

  // Toggle and status.
  const docked = options.toggle !== undefined;
  const dot = h('span', { class: 'dot', 'aria-hidden': 'true' });
  const toggle =
    options.toggle ??
    h(
      'button',
      { type: 'button', class: 'toggle', 'aria-expanded': 'false' },
      dot,
      h('span', { class: 'toggle-label' }, 'Mock API'),
    );
  toggle.setAttribute('aria-controls', uid('panel'));
  const status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  const say = (text: string) => (status.textContent = text);
  const faults = faultSections(controls, { uid, say });

  // Session.
  const who = h('span', { class: 'grow' });
  const scenario = h('select', { id: uid('scenario'), class: 'grow' });
  const applyScenario = h('button', { type: 'button' }, 'Apply');
  const reset = h('button', { type: 'button', class: 'danger' }, 'Reset to seed');

  // Where the badge sits.
  const corner = h(
    'select',
    { id: uid('corner'), class: 'grow' },
    ...Object.entries(CORNERS).map(([value, text]) => h('option', { value }, text)),
  );

  const row = (...children: Node[]) => h('div', { class: 'row' }, ...children);
  const label = (id: string, text: string) => h('label', { for: uid(id) }, text);

  const routing = controls.routing ? routingSection(controls.routing) : null;
  const panel = h(
    'section',
    { id: uid('panel'), class: 'panel', 'aria-labelledby': uid('title'), hidden: true },
    h('h2', { id: uid('title') }, 'Mock backend'),
    ...faults.elements,
    h(
      'fieldset',
      {},
      h('legend', {}, 'Session'),
      row(h('span', { class: 'muted' }, 'Signed in as'), who),
      row(label('scenario', 'Scenario'), scenario, applyScenario),
    ),
    ...(routing ? [routing.element] : []),
    ...(docked ? [] : [row(label('corner', 'Badge corner'), corner)]),
    row(reset),
    status,
  );

  const root = h(
    'div',
    { class: 'root', 'data-docked': docked },
    panel,
    ...(docked ? [] : [toggle]),
  );
  shadow.append(h('style', {}, PANEL_CSS), root);

  const fillScenarios = () => {
    const selected = scenario.value;
    scenario.replaceChildren(
      ...controls.scenarios().map((s) => h('option', { value: s.name }, s.label)),
    );
    const current = controls.currentUser();
    scenario.value = selected || (current ? `as:${current}` : 'logged-out');
    if (!scenario.value) scenario.selectedIndex = 0;
  };

  const sync = () => {
    routing?.sync();
    faults.sync();
    who.textContent = controls.currentUser() ?? 'nobody (logged out)';
    const level = faultLevel(controls.faults);
    dot.dataset.level = level;
    if (!docked)
      toggle.setAttribute(
        'aria-label',
        `Mock API panel${level === 'ok' ? '' : ' (faults active)'}`,
      );
  };

  const placeBadge = (where: Corner) => {
    root.dataset.corner = where;
    corner.value = where;
  };

  const isOpen = () => !panel.hidden;
  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    safeStore(OPEN_KEY, open ? 'true' : 'false');
    if (open) {
      fillScenarios();
      sync();
    }
  };

  if (!docked) toggle.addEventListener('click', () => setOpen(!isOpen()));
  corner.addEventListener('change', () => {
    if (!isCorner(corner.value)) return;
    placeBadge(corner.value);
    safeStore(CORNER_KEY, corner.value);
    say(`The badge sits ${CORNERS[corner.value].toLowerCase()}.`);
  });
  applyScenario.addEventListener('click', () => {
    say(`Switching to ${scenario.value}…`);
    controls.scenario(scenario.value).catch((error: unknown) => say(String(error)));
  });
  let confirmTimer: ReturnType<typeof setTimeout> | undefined;
  reset.addEventListener('click', () => {
    if (reset.dataset.confirm !== 'true') {
      reset.dataset.confirm = 'true';
      reset.textContent = 'Click again to reset everything';
      confirmTimer = setTimeout(() => {
        reset.dataset.confirm = '';
        reset.textContent = 'Reset to seed';
      }, 4000);
      return;
    }
    clearTimeout(confirmTimer);
    say('Resetting to the seed…');
    controls.reset().catch((error: unknown) => say(String(error)));
  });

  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      toggle.focus();
    }
  });
  const onShortcut = (event: KeyboardEvent) => {
    if (event.altKey && event.shiftKey && event.code === 'KeyM') {
      event.preventDefault();
      setOpen(!isOpen());
      if (isOpen()) toggle.focus();
    }
  };
  if (!docked) window.addEventListener('keydown', onShortcut);
  const stopRouting = controls.routing?.log.subscribe(() => {
    if (isOpen()) routing?.sync();
  });
  const unsubscribe = controls.subscribe(() => {
    if (isOpen()) sync();
    else dot.dataset.level = faultLevel(controls.faults);
  });

  parent.append(host);
  const storedCorner = safeRead(CORNER_KEY);
  placeBadge(isCorner(storedCorner) ? storedCorner : 'bottom-left');
  sync();
  setOpen(!docked && safeRead(OPEN_KEY) === 'true');

  return {
    host,
    open: () => setOpen(true),
    close: () => setOpen(false),
    sync,
    unmount() {
      stopRouting?.();
      unsubscribe();
      window.removeEventListener('keydown', onShortcut);
      host.remove();
    },
  };
}

function safeStore(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // The panel's open state and corner are niceties.
  }
}

function safeRead(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
