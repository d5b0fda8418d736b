/**
 * The floating developer panel of dev and demo builds: latency, failure rate, offline switch,
 * a forced status for one operation, real-time faults, scenario picker, reset, and the corner its
 * badge sits in (a bare status dot on phones). Plain DOM in a shadow root under its own element,
 * so it cannot collide with the app's React tree or styles.
 * Native controls with labels throughout; Alt+Shift+M opens and closes it, Escape closes it.
 */
import { Z_INDEX } from '@/lib/constants';
import type { ForcedStatus } from '../http/faults';
import type { MockControls } from './controls';
import { routingSection } from './routing-log';
import { PANEL_CSS } from './styles';

export const PANEL_ELEMENT_ID = 'council-mock-panel';
export const OPEN_KEY = 'council-mock:panel-open';
const CORNER_KEY = 'council-mock:panel-corner';
const CORNERS = { 'bottom-left': 'Bottom left', 'bottom-right': 'Bottom right', 'top-left': 'Top left', 'top-right': 'Top right' } as const;
type Corner = keyof typeof CORNERS;
const isCorner = (value: string | null): value is Corner => value !== null && Object.hasOwn(CORNERS, value);
/** Above every layer of the app (modals included), so it stays reachable while a dialog is open. */
export const PANEL_Z_INDEX = Math.max(...Object.values(Z_INDEX)) + 100;

const STATUSES = [400, 401, 403, 404, 409, 419, 422, 429, 500, 502, 503];
const SLOW_STREAM_MS = 400;
const LATENCY_MAX_MS = 5000;

type Attrs = Record<string, string | number | boolean | undefined>;

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  element.append(...children);
  return element;
}

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
  const { faults } = controls;
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

  // Network faults.
  const latency = h('input', {
    id: uid('latency'),
    type: 'range',
    min: 0,
    max: LATENCY_MAX_MS,
    step: 10,
  });
  const latencyOut = h('output', { for: uid('latency') });
  const latencyDefault = h('button', { type: 'button' }, 'Default');
  const failure = h('input', { id: uid('failure'), type: 'range', min: 0, max: 100, step: 5 });
  const failureOut = h('output', { for: uid('failure') });
  const offline = h('button', {
    id: uid('offline'),
    type: 'button',
    role: 'switch',
    'aria-checked': 'false',
  });

  // Forced status.
  const operation = h('select', { id: uid('operation'), class: 'grow' });
  const byTag = new Map<string, HTMLOptGroupElement>();
  for (const op of [...controls.operations].sort(
    (a, b) => a.tag.localeCompare(b.tag) || a.operationId.localeCompare(b.operationId),
  )) {
    let group = byTag.get(op.tag);
    if (!group) byTag.set(op.tag, (group = h('optgroup', { label: op.tag })));
    group.append(
      h(
        'option',
        { value: op.operationId, title: `${op.method} ${op.path}` },
        `${op.operationId} (${op.method})`,
      ),
    );
  }
  operation.append(...byTag.values());
  const forcedStatus = h(
    'select',
    { id: uid('status') },
    ...STATUSES.map((s) => h('option', { value: s }, String(s))),
  );
  forcedStatus.value = '500';
  const times = h('input', {
    id: uid('times'),
    type: 'number',
    min: 1,
    step: 1,
    placeholder: 'always',
    style: 'width: 72px',
  });
  const force = h('button', { type: 'button' }, 'Force');
  const forcedList = h('ul', { 'aria-label': 'Forced statuses' });
  const clearFaults = h('button', { type: 'button' }, 'Clear all faults');

  // Real-time.
  const realtime = controls.realtime;
  const drop = h('button', { type: 'button' }, 'Drop connections');
  const slow = h('input', { id: uid('slow'), type: 'checkbox' });
  const failReplies = h('input', { id: uid('fail-replies'), type: 'checkbox' });

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
    h(
      'fieldset',
      {},
      h('legend', {}, 'Network'),
      row(label('latency', 'Latency'), latency, latencyOut),
      row(h('span', { class: 'muted grow' }, 'Added to every API call'), latencyDefault),
      row(label('failure', 'Failure rate'), failure, failureOut),
      row(label('offline', 'Offline'), offline),
    ),
    h(
      'fieldset',
      {},
      h('legend', {}, 'Forced status'),
      row(label('operation', 'Operation'), operation),
      row(
        label('status', 'Status'),
        forcedStatus,
        h('label', { for: uid('times'), class: 'inline' }, 'times'),
        times,
        force,
      ),
      forcedList,
      row(clearFaults),
    ),
    ...(realtime
      ? [
          h(
            'fieldset',
            {},
            h('legend', {}, 'Real-time'),
            row(drop),
            row(
              slow,
              h(
                'label',
                { for: uid('slow'), class: 'inline' },
                `Slow stream (${SLOW_STREAM_MS} ms per chunk)`,
              ),
            ),
            row(
              failReplies,
              h('label', { for: uid('fail-replies'), class: 'inline' }, 'Agent replies fail'),
            ),
          ),
        ]
      : []),
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

  const root = h('div', { class: 'root', 'data-docked': docked }, panel, ...(docked ? [] : [toggle]));
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
    const s = faults.settings;
    const range = Array.isArray(s.latency) ? s.latency : null;
    latency.value = String(range ? range[1] : s.latency);
    latencyOut.value = range ? `${range[0]}–${range[1]} ms` : `${s.latency} ms`;
    latency.setAttribute('aria-valuetext', latencyOut.value);
    failure.value = String(Math.round(s.failureRate * 100));
    failureOut.value = `${failure.value} %`;
    failure.setAttribute('aria-valuetext', failureOut.value);
    offline.setAttribute('aria-checked', String(s.offline));
    offline.textContent = s.offline ? 'On' : 'Off';
    forcedList.replaceChildren(
      ...[...faults.forced].map(([operationId, forced]) => {
        const remove = h(
          'button',
          { type: 'button', 'aria-label': `Stop forcing ${operationId}` },
          'Remove',
        );
        remove.addEventListener('click', () => {
          faults.forced.delete(operationId);
          faults.set({});
          say(`${operationId} answers normally again.`);
        });
        return h('li', {}, h('span', {}, `${operationId} → ${describe(forced)}`), remove);
      }),
    );
    if (realtime) {
      slow.checked = realtime.streamPaceMs() !== null;
      failReplies.checked = realtime.repliesFail();
    }
    who.textContent = controls.currentUser() ?? 'nobody (logged out)';
    const level = s.offline ? 'bad' : s.failureRate > 0 || faults.forced.size > 0 ? 'warn' : 'ok';
    dot.dataset.level = level;
    if (!docked)
      toggle.setAttribute('aria-label', `Mock API panel${level === 'ok' ? '' : ' (faults active)'}`);
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
  latency.addEventListener('input', () => (latencyOut.value = `${latency.value} ms`));
  latency.addEventListener('change', () => {
    faults.set({ latency: Number(latency.value) });
    say(`Latency ${latency.value} ms.`);
  });
  latencyDefault.addEventListener('click', () => {
    faults.set({ latency: controls.defaultLatency });
    say('Latency back to the default.');
  });
  corner.addEventListener('change', () => {
    if (!isCorner(corner.value)) return;
    placeBadge(corner.value);
    safeStore(CORNER_KEY, corner.value);
    say(`The badge sits ${CORNERS[corner.value].toLowerCase()}.`);
  });
  failure.addEventListener('input', () => (failureOut.value = `${failure.value} %`));
  failure.addEventListener('change', () => {
    faults.set({ failureRate: Number(failure.value) / 100 });
    say(`${failure.value} % of calls fail with 500.`);
  });
  offline.addEventListener('click', () => {
    faults.set({ offline: !faults.settings.offline });
    say(
      faults.settings.offline
        ? 'Offline: every API call fails as a network error.'
        : 'Back online.',
    );
  });
  force.addEventListener('click', () => {
    const count = Number(times.value);
    const forced: ForcedStatus = { status: Number(forcedStatus.value) };
    if (Number.isInteger(count) && count > 0) forced.times = count;
    faults.force(operation.value, forced);
    say(`${operation.value} now answers ${describe(forced)}.`);
  });
  clearFaults.addEventListener('click', () => {
    faults.clear();
    faults.set({ latency: controls.defaultLatency });
    realtime?.setStreamPaceMs(null);
    realtime?.setRepliesFail(false);
    say('All faults cleared.');
  });
  drop.addEventListener('click', () =>
    say(`Dropped ${realtime?.dropConnections() ?? 0} connection(s).`),
  );
  slow.addEventListener('change', () => {
    realtime?.setStreamPaceMs(slow.checked ? SLOW_STREAM_MS : null);
    say(slow.checked ? 'Replies stream slowly.' : 'Replies stream at the normal pace.');
  });
  failReplies.addEventListener('change', () => {
    realtime?.setRepliesFail(failReplies.checked);
    say(failReplies.checked ? 'Agent replies fail.' : 'Agent replies work again.');
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
    else
      dot.dataset.level = faults.settings.offline
        ? 'bad'
        : faults.settings.failureRate > 0 || faults.forced.size > 0
          ? 'warn'
          : 'ok';
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

function describe(forced: ForcedStatus): string {
  return forced.times === undefined
    ? `${forced.status}`
    : `${forced.status} (next ${forced.times})`;
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
