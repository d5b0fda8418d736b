import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { demoEntryChunk } from '../../scripts/vite-demo-entry-chunk';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: keyof Plugin, ...args: unknown[]) =>
  (plugin[hook] as Hook).call({}, ...args);

/**
 * The demo's module graph in small: the entry imports the app's start (which imports React and the
 * session store) and loads the mock on demand; the mock imports the session store too, and its own
 * handlers.
 */
const GRAPH: Record<string, string[]> = {
  '/app/src/main.tsx': ['/app/src/app/App.tsx', '/app/src/app/dev/start-mocks.ts'],
  '/app/src/app/App.tsx': ['/app/node_modules/react/index.js', '/app/src/lib/session/store.ts'],
  '/app/src/app/dev/start-mocks.ts': ['/app/src/lib/http/backend-gate.ts'],
  '/app/src/lib/session/store.ts': [],
  '/app/src/lib/http/backend-gate.ts': [],
  '/app/node_modules/react/index.js': [],
  '/app/mocks/browser.ts': ['/app/src/lib/session/store.ts', '/app/mocks/handlers/index.ts'],
  '/app/mocks/handlers/index.ts': ['/app/node_modules/zod/index.js'],
  '/app/node_modules/zod/index.js': [],
  '/app/src/features/chat/ChatPage.tsx': ['/app/node_modules/react/index.js'],
};

function chunkNames(entryParsed = true) {
  const plugin = demoEntryChunk();
  call(plugin, 'buildStart');
  if (entryParsed) call(plugin, 'moduleParsed', { id: '/app/src/main.tsx' });
  for (const id of Object.keys(GRAPH).filter((id) => !id.endsWith('main.tsx'))) {
    call(plugin, 'moduleParsed', { id });
  }
  const output = call(plugin, 'outputOptions', { format: 'es' }) as {
    format: string;
    codeSplitting: {
      groups: Array<{ name: (id: string, ctx: unknown) => string | null }>;
    };
  };
  const ctx = {
    getModuleInfo: (id: string) => (GRAPH[id] ? { importedIds: GRAPH[id] } : null),
  };
  const [group] = output.codeSplitting.groups;
  if (!group) throw new Error('The plugin sets no chunk group.');
  const names = Object.fromEntries(
    Object.keys(GRAPH).map((id) => [id.replace('/app/', ''), group.name(id, ctx)]),
  );
  return { output, names };
}

describe('the demo build keeps what its entry loads in one chunk', () => {
  it('groups every module the entry imports statically, however deep, and nothing else', () => {
    const { names } = chunkNames();
    expect(names).toEqual({
      // The entry stays the page's own script.
      'src/main.tsx': null,
      'src/app/App.tsx': 'app',
      'src/app/dev/start-mocks.ts': 'app',
      'src/lib/http/backend-gate.ts': 'app',
      'node_modules/react/index.js': 'app',
      // Shared with the mock, which imports it from the app's chunk instead of splitting it out.
      'src/lib/session/store.ts': 'app',
      // Loaded on demand: the mock and a page keep their own chunks.
      'mocks/browser.ts': null,
      'mocks/handlers/index.ts': null,
      'node_modules/zod/index.js': null,
      'src/features/chat/ChatPage.tsx': null,
    });
  });

  it('keeps the rest of the output options and groups nothing when no entry was seen', () => {
    const { output, names } = chunkNames(false);
    expect(output.format).toBe('es');
    expect(Object.values(names).every((name) => name === null)).toBe(true);
  });
});
