import { operations } from '@/generated/operations';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Faults } from '../laravel/faults';
import type { MockState } from '../laravel/mock-state';
import type { MockControls, RealtimeControls } from './controls';
import { mountDevPanel, PANEL_Z_INDEX, type DevPanel } from './panel';

let panel: DevPanel | undefined;
afterEach(() => {
  panel?.unmount();
  localStorage.clear();
});

function controls(overrides: Partial<MockControls> = {}) {
  const faults = new Faults({ latency: [80, 250] });
  const listeners = new Set<() => void>();
  faults.onChange = () => listeners.forEach((listener) => listener());
  let pace: number | null = null;
  const realtime: RealtimeControls = {
    dropConnections: vi.fn(() => 2),
    streamPaceMs: () => pace,
    setStreamPaceMs: (ms) => void (pace = ms),
    repliesFail: () => false,
    setRepliesFail: vi.fn(),
  };
  const value: MockControls = {
    state: {} as MockState,
    faults,
    realtime,
    operations,
    defaultLatency: [80, 250],
    scenarios: () => [
      { name: 'logged-out', label: 'Logged out' },
      { name: 'as:demo@example.com', label: 'demo@example.com (demo)' },
    ],
    currentUser: () => 'demo@example.com',
    scenario: vi.fn(async () => {}),
    reset: vi.fn(async () => {}),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    ...overrides,
  };
  return value;
}

/** Controls inside the panel's shadow root, found by their accessible label. */
function byLabel<T extends HTMLElement>(root: ShadowRoot, text: string): T {
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent === text);
  if (!label) throw new Error(`no label ${text}`);
  return root.getElementById(label.htmlFor) as T;
}
function button(root: ShadowRoot, text: string | RegExp): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) =>
    typeof text === 'string' ? b.textContent === text : text.test(b.textContent ?? ''),
  );
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

describe('developer panel', () => {
  it('mounts collapsed in its own element above the app, and opens from its labelled toggle', () => {
    const c = controls();
    panel = mountDevPanel(c);
    const root = panel.host.shadowRoot!;
    expect(document.getElementById('council-mock-panel')).toBe(panel.host);
    expect(panel.host.style.zIndex).toBe(String(PANEL_Z_INDEX));
    expect(PANEL_Z_INDEX).toBeGreaterThanOrEqual(1200);
    const toggle = button(root, /Mock API/);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(root.querySelector('section')!.hidden).toBe(false);
    expect(byLabel<HTMLSelectElement>(root, 'Scenario').value).toBe('as:demo@example.com');
  });

  it('opens and closes from the keyboard (Alt+Shift+M, Escape)', () => {
    panel = mountDevPanel(controls());
    const root = panel.host.shadowRoot!;
    window.dispatchEvent(
      new KeyboardEvent('keydown', { code: 'KeyM', altKey: true, shiftKey: true }),
    );
    expect(button(root, /Mock API/).getAttribute('aria-expanded')).toBe('true');
    root
      .querySelector('section')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(button(root, /Mock API/).getAttribute('aria-expanded')).toBe('false');
  });

  it('sets latency, failure rate, offline and a forced status on the faults', () => {
    const c = controls();
    panel = mountDevPanel(c);
    panel.open();
    const root = panel.host.shadowRoot!;
    const latency = byLabel<HTMLInputElement>(root, 'Latency');
    latency.value = '1500';
    latency.dispatchEvent(new Event('change'));
    const failure = byLabel<HTMLInputElement>(root, 'Failure rate');
    failure.value = '30';
    failure.dispatchEvent(new Event('change'));
    const offline = byLabel<HTMLButtonElement>(root, 'Offline');
    expect(offline.getAttribute('role')).toBe('switch');
    offline.click();
    expect(c.faults.settings).toEqual({ latency: 1500, failureRate: 0.3, offline: true });
    expect(offline.getAttribute('aria-checked')).toBe('true');

    byLabel<HTMLSelectElement>(root, 'Operation').value = 'listThreads';
    byLabel<HTMLSelectElement>(root, 'Status').value = '422';
    byLabel<HTMLInputElement>(root, 'times').value = '2';
    button(root, 'Force').click();
    expect(c.faults.forced.get('listThreads')).toEqual({ status: 422, times: 2 });
    expect(root.querySelector('ul')!.textContent).toContain('listThreads → 422 (next 2)');
    button(root, 'Remove').click();
    expect(c.faults.forced.size).toBe(0);

    button(root, 'Clear all faults').click();
    expect(c.faults.settings).toEqual({ latency: [80, 250], failureRate: 0, offline: false });
  });

  it('offers every operation of the contract', () => {
    panel = mountDevPanel(controls());
    const options = panel.host.shadowRoot!.querySelectorAll('option[value]');
    const ids = new Set([...options].map((o) => o.getAttribute('value')));
    for (const op of operations) expect(ids.has(op.operationId)).toBe(true);
  });

  it('reflects changes made elsewhere (another tab, a test)', () => {
    const c = controls();
    panel = mountDevPanel(c);
    panel.open();
    c.faults.set({ offline: true });
    expect(
      byLabel<HTMLButtonElement>(panel.host.shadowRoot!, 'Offline').getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('drives real-time faults, scenarios and a confirmed reset', async () => {
    const c = controls();
    panel = mountDevPanel(c);
    panel.open();
    const root = panel.host.shadowRoot!;
    button(root, 'Drop connections').click();
    expect(c.realtime!.dropConnections).toHaveBeenCalled();
    expect(root.querySelector('[role="status"]')!.textContent).toContain('Dropped 2');
    const slow = byLabel<HTMLInputElement>(root, 'Slow stream (400 ms per chunk)');
    slow.checked = true;
    slow.dispatchEvent(new Event('change'));
    expect(c.realtime!.streamPaceMs()).toBe(400);

    byLabel<HTMLSelectElement>(root, 'Scenario').value = 'logged-out';
    button(root, 'Apply').click();
    expect(c.scenario).toHaveBeenCalledWith('logged-out');

    button(root, 'Reset to seed').click();
    expect(c.reset).not.toHaveBeenCalled();
    button(root, /Click again/).click();
    expect(c.reset).toHaveBeenCalledTimes(1);
  });

  it('leaves the real-time section out when the mock has none', () => {
    panel = mountDevPanel(controls({ realtime: null }));
    expect(panel.host.shadowRoot!.textContent).not.toContain('Drop connections');
  });

  it('moves its badge to the corner the developer picks, and remembers it', () => {
    panel = mountDevPanel(controls());
    let root = panel.host.shadowRoot!;
    const badge = () => root.querySelector<HTMLElement>('.root')!;
    expect(badge().dataset.corner).toBe('bottom-left');
    const corner = byLabel<HTMLSelectElement>(root, 'Badge corner');
    corner.value = 'top-right';
    corner.dispatchEvent(new Event('change'));
    expect(badge().dataset.corner).toBe('top-right');
    expect(root.querySelector('[role="status"]')!.textContent).toBe('The badge sits top right.');

    panel.unmount();
    panel = mountDevPanel(controls());
    root = panel.host.shadowRoot!;
    expect(badge().dataset.corner).toBe('top-right');
    expect(byLabel<HTMLSelectElement>(root, 'Badge corner').value).toBe('top-right');
  });

  it('ignores a corner it does not know from storage', () => {
    localStorage.setItem('council-mock:panel-corner', 'middle');
    panel = mountDevPanel(controls());
    expect(panel.host.shadowRoot!.querySelector<HTMLElement>('.root')!.dataset.corner).toBe(
      'bottom-left',
    );
  });

  it('keeps a name for its toggle when a phone shows only the status dot', () => {
    panel = mountDevPanel(controls());
    const toggle = button(panel.host.shadowRoot!, /Mock API/);
    expect(toggle.getAttribute('aria-label')).toBe('Mock API panel');
  });
});

describe('mixed mode: who answered', () => {
  it('lists each request with the mock or the backend, newest first, as requests come while it is open', async () => {
    const { createRequestLog } = await import('../partial/request-log');
    const log = createRequestLog();
    log.add({
      method: 'GET',
      path: '/api/threads',
      operationId: 'listThreads',
      answeredBy: 'backend',
      status: 200,
    });
    panel = mountDevPanel(
      controls({ routing: { backend: 'http://127.0.0.1:8000/', mocked: ['listFolders'], log } }),
    );
    panel.open();
    const root = panel.host.shadowRoot!;
    const list = root.querySelector('[aria-label="Requests, newest first"]')!;
    expect(root.textContent).toContain(
      '1 operation(s) from the mock, the rest from http://127.0.0.1:8000/.',
    );
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'backend listThreads 200',
    ]);

    log.add({
      method: 'GET',
      path: '/api/folders',
      operationId: 'listFolders',
      answeredBy: 'mock',
      status: 200,
    });
    log.add({
      method: 'GET',
      path: '/api/profile',
      operationId: 'getProfile',
      answeredBy: 'backend',
      status: null,
    });
    const rows = [...list.querySelectorAll('li')];
    expect(rows.map((li) => li.textContent)).toEqual([
      'backend getProfile unreachable',
      'mock listFolders 200',
      'backend listThreads 200',
    ]);
    expect(rows.map((li) => (li as HTMLElement).dataset.answeredBy)).toEqual([
      'backend',
      'mock',
      'backend',
    ]);
  });

  it('has no such section when everything is mocked', () => {
    panel = mountDevPanel(controls());
    panel.open();
    expect(
      panel.host.shadowRoot!.querySelector('[aria-label="Requests, newest first"]'),
    ).toBeNull();
  });
});
