import { afterEach, describe, expect, it, vi } from 'vitest';
import { Faults } from '../laravel/faults';
import type { MockState } from '../laravel/mock-state';
import type { MockControls } from './controls';
import { mountDemoStrip, type DemoStrip } from './strip';
import { releaseStripPlace, reserveStripPlace, STRIP_ELEMENT_ID } from './strip-place';

let strip: DemoStrip | undefined;
afterEach(() => {
  strip?.unmount();
  localStorage.clear();
});

function controls(): MockControls {
  return {
    state: {} as MockState,
    faults: new Faults({ latency: [80, 250] }),
    realtime: null,
    operations: [],
    defaultLatency: [80, 250],
    scenarios: () => [],
    currentUser: () => null,
    scenario: vi.fn(async () => {}),
    reset: vi.fn(async () => {}),
    subscribe: () => () => undefined,
  };
}

const panelModule = () => {
  const panel = {
    host: document.createElement('div'),
    open: vi.fn(),
    close: vi.fn(),
    sync: vi.fn(),
    unmount: vi.fn(),
  };
  const mountDevPanel = vi.fn(() => panel);
  return {
    panel,
    mountDevPanel,
    load: vi.fn(async () => ({ mountDevPanel }) as unknown as typeof import('./panel')),
  };
};

const button = (name: RegExp) =>
  [...strip!.host.shadowRoot!.querySelectorAll('button')].find((b) =>
    name.test(b.getAttribute('aria-label') ?? b.textContent ?? ''),
  )!;

describe('the demo strip', () => {
  it('says it is a demo on sample data, first in the page, and keeps room for itself above the app', () => {
    strip = mountDemoStrip(controls(), { mode: 'demo', loadPanel: panelModule().load });
    expect(document.body.firstElementChild).toBe(strip.host);
    expect(strip.host.shadowRoot!.textContent).toContain('Demo on sample data');
    expect(document.documentElement.style.getPropertyValue('--app-top-inset')).toBe('30px');
    strip.unmount();
    strip = undefined;
    expect(document.documentElement.style.getPropertyValue('--app-top-inset')).toBe('');
  });

  it('takes the place the bootstrap reserved before the app: one bar, where the reserved one was, the room kept throughout', () => {
    const app = document.createElement('div');
    document.body.replaceChildren(app);
    reserveStripPlace();
    reserveStripPlace();
    const reserved = document.getElementById(STRIP_ELEMENT_ID)!;
    expect([...document.body.children]).toEqual([reserved, app]);
    expect(reserved.getAttribute('aria-hidden')).toBe('true');
    expect(document.documentElement.style.getPropertyValue('--app-top-inset')).toBe('30px');
    // The app renders something above it meanwhile (a portal's root): the strip still takes the reserved place.
    const portal = document.createElement('div');
    document.body.prepend(portal);
    strip = mountDemoStrip(controls(), { mode: 'demo', loadPanel: panelModule().load });
    expect(reserved.isConnected).toBe(false);
    expect([...document.body.children]).toEqual([portal, strip.host, app]);
    expect(document.documentElement.style.getPropertyValue('--app-top-inset')).toBe('30px');
  });

  it('gives the room back when the mock never starts', () => {
    reserveStripPlace();
    releaseStripPlace();
    expect(document.getElementById(STRIP_ELEMENT_ID)).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--app-top-inset')).toBe('');
  });

  it('loads the developer panel only when it is first opened', async () => {
    const { load, mountDevPanel, panel } = panelModule();
    const c = controls();
    strip = mountDemoStrip(c, { mode: 'demo', loadPanel: load });
    expect(load).not.toHaveBeenCalled();
    button(/Mock API panel/).click();
    await vi.waitFor(() => expect(panel.open).toHaveBeenCalled());
    expect(load).toHaveBeenCalledTimes(1);
    expect(mountDevPanel).toHaveBeenCalledWith(c, document.body, {
      toggle: button(/Mock API panel/),
    });
  });

  it('loads the panel at once when it was left open', async () => {
    localStorage.setItem('council-mock:panel-open', 'true');
    const { load, panel } = panelModule();
    strip = mountDemoStrip(controls(), { mode: 'demo', loadPanel: load });
    await vi.waitFor(() => expect(panel.open).toHaveBeenCalled());
  });

  it('resets the demo data only on a second click', async () => {
    const c = controls();
    strip = mountDemoStrip(c, { mode: 'demo', loadPanel: panelModule().load });
    button(/Reset demo data/).click();
    expect(c.reset).not.toHaveBeenCalled();
    button(/Click again to reset/).click();
    expect(c.reset).toHaveBeenCalledTimes(1);
  });
});
