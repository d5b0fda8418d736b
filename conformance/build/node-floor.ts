/**
 * What Node 20 lacks and a bundle could call anyway: esbuild's `target` lowers syntax, not library
 * calls. The build refuses a bundle that uses one of these (the Node 20 test runs the file too; this
 * names the call before a run would stumble on it in one branch).
 */
const NEWER: { pattern: RegExp; what: string }[] = [
  {
    pattern: /\.(union|intersection|symmetricDifference|isSubsetOf|isSupersetOf|isDisjointFrom)\(/,
    what: 'Set methods (Node 22)',
  },
  { pattern: /Promise\.withResolvers\b/, what: 'Promise.withResolvers (Node 22)' },
  { pattern: /\b(Map|Object)\.groupBy\b/, what: 'Map/Object.groupBy (Node 21)' },
  { pattern: /\bArray\.fromAsync\b/, what: 'Array.fromAsync (Node 22)' },
  {
    pattern: /\bIterator\.from\b|\.toArray\(\)\.|Iterator\.prototype/,
    what: 'iterator helpers (Node 22)',
  },
  { pattern: /process\.getBuiltinModule\b/, what: 'process.getBuiltinModule (Node 22.3)' },
  { pattern: /\bRegExp\.escape\b/, what: 'RegExp.escape (Node 24)' },
  { pattern: /\bPromise\.try\b/, what: 'Promise.try (Node 23)' },
  { pattern: /\bFloat16Array\b/, what: 'Float16Array (Node 24)' },
  {
    pattern: /require\(["']node:sqlite["']\)|from["']node:sqlite["']/,
    what: 'node:sqlite (Node 22.5)',
  },
];

export function findNewerApis(code: string): string[] {
  return NEWER.filter(({ pattern }) => pattern.test(code)).map(({ pattern, what }) => {
    const match = pattern.exec(code)!;
    const around = code.slice(Math.max(0, match.index - 40), match.index + 40).replace(/\s+/g, ' ');
    return `${what} at …${around}…`;
  });
}
