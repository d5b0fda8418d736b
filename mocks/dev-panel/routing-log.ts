/**
 * The developer panel's "Who answered" section in mixed mode: per request, the backend or the
 * mock, with the operation and its status, newest first.
 */
import type { RoutingControls } from './controls';

const SHOWN = 50;

export interface RoutingSection {
  element: HTMLElement;
  sync(): void;
}

export function routingSection(routing: RoutingControls): RoutingSection {
  const element = document.createElement('fieldset');
  const legend = document.createElement('legend');
  legend.textContent = 'Who answered';
  const summary = document.createElement('p');
  summary.className = 'muted';
  summary.textContent = `${routing.mocked.length} operation(s) from the mock, the rest from ${routing.backend}.`;
  const list = document.createElement('ol');
  list.className = 'routing-log';
  list.setAttribute('aria-label', 'Requests, newest first');
  element.append(legend, summary, list);

  const sync = () => {
    const rows = routing.log
      .entries()
      .slice(0, SHOWN)
      .map((entry) => {
        const item = document.createElement('li');
        item.dataset.answeredBy = entry.answeredBy;
        if (entry.operationId) item.dataset.operation = entry.operationId;
        const who = document.createElement('strong');
        who.textContent = entry.answeredBy === 'mock' ? 'mock' : 'backend';
        const what = document.createElement('span');
        what.textContent = ` ${entry.operationId ?? `${entry.method} ${entry.path}`} `;
        what.title = `${entry.method} ${entry.path}`;
        const status = document.createElement('span');
        status.className = 'muted';
        status.textContent = entry.status === null ? 'unreachable' : String(entry.status);
        item.append(who, what, status);
        return item;
      });
    if (rows.length === 0) {
      const empty = document.createElement('li');
      empty.className = 'muted';
      empty.textContent = 'No request yet.';
      rows.push(empty);
    }
    list.replaceChildren(...rows);
  };
  sync();
  return { element, sync };
}
