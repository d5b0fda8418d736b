/**
 * Syntax highlighting, loaded only when a message has a code block: highlight.js core plus the
 * grammar of each language asked for, each in its own small chunk. Until they arrive the code is
 * shown as plain (escaped) text; subscribers re-render when a language becomes available.
 */
import type { HLJSApi, LanguageFn } from 'highlight.js';
import { createListeners } from '@/lib/store';

type Loader = () => Promise<{ default: LanguageFn }>;

/** The grammars on offer (the languages agents write most), by every name a fence may use. */
const GRAMMARS: Record<string, { name: string; load: Loader }> = {};
function grammar(name: string, load: Loader, aliases: string[] = []): void {
  for (const alias of [name, ...aliases]) GRAMMARS[alias] = { name, load };
}
grammar('typescript', () => import('highlight.js/lib/languages/typescript'), ['ts', 'tsx']);
grammar('javascript', () => import('highlight.js/lib/languages/javascript'), [
  'js',
  'jsx',
  'mjs',
  'cjs',
]);
grammar('python', () => import('highlight.js/lib/languages/python'), ['py']);
grammar('sql', () => import('highlight.js/lib/languages/sql'));
grammar('bash', () => import('highlight.js/lib/languages/bash'), ['sh', 'shell', 'zsh', 'console']);
grammar('json', () => import('highlight.js/lib/languages/json'), ['jsonc']);
grammar('php', () => import('highlight.js/lib/languages/php'));
grammar('xml', () => import('highlight.js/lib/languages/xml'), ['html', 'svg', 'xhtml']);
grammar('css', () => import('highlight.js/lib/languages/css'));
grammar('yaml', () => import('highlight.js/lib/languages/yaml'), ['yml']);

let core: HLJSApi | null = null;
let corePromise: Promise<HLJSApi> | null = null;
const registered = new Set<string>();
const inFlight = new Map<string, Promise<void>>();
const languageLoaded = createListeners();
let version = 0;

export function isHighlightable(language: string): boolean {
  return GRAMMARS[language.toLowerCase()] !== undefined;
}

function loadCore(): Promise<HLJSApi> {
  corePromise ??= import('highlight.js/lib/core').then((module) => {
    core = module.default;
    return core;
  });
  return corePromise;
}

/** Loads what is needed to highlight these languages (unknown ones are ignored). */
export function loadLanguages(languages: readonly string[]): Promise<void> {
  const wanted = languages.map((l) => GRAMMARS[l.toLowerCase()]).filter((g) => g !== undefined);
  const missing = wanted.filter((g) => !registered.has(g.name));
  if (missing.length === 0) return Promise.resolve();
  return Promise.all(
    missing.map((g) => {
      let promise = inFlight.get(g.name);
      if (!promise) {
        promise = Promise.all([loadCore(), g.load()]).then(([hljs, module]) => {
          hljs.registerLanguage(g.name, module.default);
          registered.add(g.name);
          version++;
          languageLoaded.notify();
        });
        promise.catch(() => inFlight.delete(g.name));
        inFlight.set(g.name, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

/** Highlighted HTML (highlight.js escapes the code), or null while the language is not loaded. */
export const highlightCode = (code: string, language: string): string | null => {
  const entry = GRAMMARS[language.toLowerCase()];
  if (!core || !entry || !registered.has(entry.name)) return null;
  try {
    return core.highlight(code, { language: entry.name, ignoreIllegals: true }).value;
  } catch {
    return null;
  }
};

/** Whether code in this language is highlighted now (its grammar has loaded). */
export function isHighlightReady(language: string): boolean {
  const entry = GRAMMARS[language.toLowerCase()];
  return core !== null && entry !== undefined && registered.has(entry.name);
}

/** For useSyncExternalStore: changes whenever a language finishes loading. */
export function subscribeHighlight(listener: () => void): () => void {
  return languageLoaded.subscribe(listener);
}

export function highlightVersion(): number {
  return version;
}
