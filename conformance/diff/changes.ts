/**
 * Every difference between two bundled contracts, classified breaking or not by api-smart-diff's
 * OpenAPI rules, in words a Laravel developer acts on: which endpoint, what changed.
 */
import { apiCompare } from 'api-smart-diff';
import { EVENT_PREFIX } from './sources';

export interface Change {
  breaking: boolean;
  kind: string;
  where: string;
  text: string;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

export function compareContracts(before: object, after: object): Change[] {
  const { diffs } = apiCompare(before, after);
  const changes: Change[] = [];
  for (const diff of diffs) {
    const path = diff.path.map(String);
    // Components are reported where an operation uses them (the same change is listed per endpoint).
    if (path[0] === 'components') continue;
    if (path[0] === 'info' && path[1] !== 'version') continue;
    const closed = closesResponse(path, diff.action, diff.after);
    const kind = closed ? 'non-breaking' : diff.type === 'breaking' ? 'breaking' : diff.type;
    const where = path[0] === 'paths' ? endpoint(path) : path.join('.');
    changes.push({
      breaking: diff.type === 'breaking' && !closed,
      kind,
      where,
      text: optionalSaid(
        plain(diff.description, diff.action, path, diff.before, diff.after),
        diff.after,
      ),
    });
  }
  return changes;
}

/**
 * `additionalProperties: false` added to a response schema: the frontend receives no key it did not
 * get before (nothing it reads goes away), so it breaks no client; api-smart-diff counts it as
 * breaking. The backend side is the conformance runner's to judge (CONVENTIONS.md, closed schemas).
 * On a request body it stays breaking (and CONVENTIONS.md forbids it there).
 */
function closesResponse(path: string[], action: string, after: unknown): boolean {
  return (
    action === 'add' &&
    after === false &&
    path.at(-1) === 'additionalProperties' &&
    path.includes('responses') &&
    !path.includes('requestBody')
  );
}

/** The library words every added parameter "required"; say what the contract says. */
function optionalSaid(text: string, after: unknown): string {
  const required = (after as { required?: boolean } | null | undefined)?.required === true;
  return required ? text : text.replace(/^added required (\w+ parameter)/, 'added optional $1');
}

function endpoint(path: string[]): string {
  const [, template, method] = path;
  if (template?.startsWith(EVENT_PREFIX)) return `event ${template.slice(EVENT_PREFIX.length)}`;
  return method && METHODS.has(method) ? `${method.toUpperCase()} ${template}` : `${template}`;
}

function plain(
  description: string | undefined,
  action: string,
  path: string[],
  before: unknown,
  after: unknown,
): string {
  if (description && description.trim() && !description.startsWith(' '))
    return description
      .replace(/^\[(\w+)\]\s*/, (_, verb: string) => `${verb.toLowerCase()} `)
      .replace(new RegExp(`operation GET ${EVENT_PREFIX}(\\S+)`), 'event $1')
      .replace(
        path[1]?.startsWith(EVENT_PREFIX) ? /Response 200 content \(application\/json\)/ : /$^/,
        'the payload',
      )
      .trim();
  const short = (value: unknown) => (value === undefined ? '' : JSON.stringify(value).slice(0, 80));
  const at = path.slice(3).join('.');
  if (action === 'add') return `added ${at}${after !== undefined ? ` = ${short(after)}` : ''}`;
  if (action === 'remove')
    return `removed ${at}${before !== undefined ? ` (was ${short(before)})` : ''}`;
  return `changed ${at} from ${short(before)} to ${short(after)}`;
}

export function major(version: unknown): number {
  const match = /^v?(\d+)/.exec(String(version ?? ''));
  return match ? Number(match[1]) : 0;
}
