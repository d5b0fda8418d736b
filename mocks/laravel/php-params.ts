/**
 * A query string or form body as PHP reads it into `$_GET` / `$_POST` (parse_str), which is what
 * Laravel's request holds: `tools[]=a&tools[]=b` is a list, `role[x]=admin` a keyed array, a
 * repeated plain key keeps its last value, and dots and spaces in a top-level name become
 * underscores (`per.page` is `per_page`). What a rule then makes of an array where it wants a
 * scalar is the validator's business: `page[]=2` fails `integer`, as in Laravel.
 */

type Node = Map<string, unknown>;

/** `name[a][]` → ['name', 'a', '']; a name whose brackets do not close is taken whole. */
function pathOf(rawKey: string): string[] {
  const open = rawKey.indexOf('[');
  if (open <= 0) return [topName(rawKey)];
  const segments = [topName(rawKey.slice(0, open))];
  const rest = rawKey.slice(open);
  const pattern = /\[([^\]]*)\]/g;
  let consumed = 0;
  for (
    let match = pattern.exec(rest);
    match && match.index === consumed;
    match = pattern.exec(rest)
  ) {
    segments.push(match[1]!);
    consumed += match[0].length;
  }
  // PHP ignores what follows the last closing bracket; an unclosed one makes the `[` an underscore.
  return consumed === 0 ? [topName(rawKey.replace('[', '_'))] : segments;
}

const topName = (name: string) => name.replace(/[. ]/g, '_');

function assign(node: Node, path: string[], value: unknown): void {
  const [head, ...rest] = path;
  const key = head === '' ? nextIndex(node) : head!;
  if (rest.length === 0) {
    node.set(key, value);
    return;
  }
  let child = node.get(key);
  if (!(child instanceof Map)) {
    child = new Map();
    node.set(key, child);
  }
  assign(child as Node, rest, value);
}

/** `[]` appends after the highest integer key so far, as PHP's arrays do. */
function nextIndex(node: Node): string {
  let next = 0;
  for (const key of node.keys())
    if (/^(0|[1-9]\d*)$/.test(key)) next = Math.max(next, Number(key) + 1);
  return String(next);
}

/**
 * A PHP array as json_encode writes it: a list when its keys are exactly 0, 1, … in order (PHP
 * turns the key "0" into the integer 0), an object otherwise, with own keys whatever they are (a
 * `__proto__` key would otherwise set the object's prototype).
 */
export function phpArrayJson(entries: [string, unknown][]): unknown[] | Record<string, unknown> {
  if (entries.every(([key], index) => key === String(index)))
    return entries.map(([, value]) => value);
  return Object.fromEntries(entries);
}

const toPlain = (node: Node): unknown[] | Record<string, unknown> =>
  phpArrayJson(
    [...node].map(([key, value]): [string, unknown] => [
      key,
      value instanceof Map ? toPlain(value as Node) : value,
    ]),
  );

export function phpParams<V>(entries: Iterable<[string, V]>): Record<string, unknown> {
  const root: Node = new Map();
  for (const [rawKey, value] of entries) {
    const path = pathOf(rawKey);
    // A top-level `[]` (a key that is only brackets) is no variable PHP keeps.
    if (path[0] === '') continue;
    assign(root, path, value);
  }
  return Object.fromEntries(
    [...root].map(([key, value]) => [key, value instanceof Map ? toPlain(value as Node) : value]),
  );
}
