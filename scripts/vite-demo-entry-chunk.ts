import type { Plugin } from 'vite';

/** The page's entry module (index.html loads it). */
const APP_ENTRY = /\/src\/main\.tsx$/;

interface GraphReader {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Dev/demo builds only (vite.config.ts adds it with the mock): every module the app's entry loads
 * before it runs (its static imports, all the way down) goes into one chunk.
 *
 * The mock, which the entry imports on demand, imports many of the same modules (the generated
 * client, the session's stores, React). Left to itself the bundler split each such module out of
 * the entry into a chunk of its own: the demo's first load was 36 files where production's is 12,
 * each a request and a module record more before the first screen (docs/performance.md).
 */
export function demoEntryChunk(): Plugin {
  const closure = new Map<string, Set<string>>();
  const staticClosure = (entry: string, graph: GraphReader): Set<string> => {
    const known = closure.get(entry);
    if (known) return known;
    const seen = new Set<string>();
    const stack = [entry];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    closure.set(entry, seen);
    return seen;
  };
  let entryId: string | null = null;
  return {
    name: 'council-demo-entry-chunk',
    apply: 'build',
    buildStart() {
      closure.clear();
      entryId = null;
    },
    moduleParsed(info) {
      if (APP_ENTRY.test(info.id)) entryId = info.id;
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            {
              debugName: 'app',
              name: (id, ctx) =>
                entryId !== null && id !== entryId && staticClosure(entryId, ctx).has(id)
                  ? 'app'
                  : null,
            },
          ],
        },
      };
    },
  };
}
