/**
 * The developer panel's fault sections: the network (latency, failure rate, offline), a status
 * forced on one operation, and real-time faults (dropped connections, slow or failing replies).
 * Each control writes the mock's fault settings at once and says what it did.
 */
import type { Faults, ForcedStatus } from '../laravel/faults';
import type { MockControls } from './controls';
import { h } from './dom';

const STATUSES = [400, 401, 403, 404, 409, 419, 422, 429, 500, 502, 503];
const SLOW_STREAM_MS = 400;
const LATENCY_MAX_MS = 5000;

export type FaultLevel = 'ok' | 'warn' | 'bad';

/** What the status dot shows: offline, some calls failing, or none. */
export function faultLevel(faults: Faults): FaultLevel {
  const s = faults.settings;
  return s.offline ? 'bad' : s.failureRate > 0 || faults.forced.size > 0 ? 'warn' : 'ok';
}

export interface SectionContext {
  /** An id unique to the panel for a control's name. */
  uid: (name: string) => string;
  /** Tells the panel's live region what a control did. */
  say: (text: string) => void;
}

export interface FaultSections {
  elements: HTMLElement[];
  /** Re-reads the fault settings into the widgets. */
  sync(): void;
}

export function faultSections(controls: MockControls, { uid, say }: SectionContext): FaultSections {
  const { faults, realtime } = controls;
  const row = (...children: Node[]) => h('div', { class: 'row' }, ...children);
  const label = (id: string, text: string) => h('label', { for: uid(id) }, text);

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
  const drop = h('button', { type: 'button' }, 'Drop connections');
  const slow = h('input', { id: uid('slow'), type: 'checkbox' });
  const failReplies = h('input', { id: uid('fail-replies'), type: 'checkbox' });

  const elements: HTMLElement[] = [
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
  ];

  const sync = () => {
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
  };

  latency.addEventListener('input', () => (latencyOut.value = `${latency.value} ms`));
  latency.addEventListener('change', () => {
    faults.set({ latency: Number(latency.value) });
    say(`Latency ${latency.value} ms.`);
  });
  latencyDefault.addEventListener('click', () => {
    faults.set({ latency: controls.defaultLatency });
    say('Latency back to the default.');
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

  return { elements, sync };
}

function describe(forced: ForcedStatus): string {
  return forced.times === undefined
    ? `${forced.status}`
    : `${forced.status} (next ${forced.times})`;
}
