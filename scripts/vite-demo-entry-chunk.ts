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
  let entryId: string | null = null;
  // Worked out on the first module the bundler asks about, once the graph is complete.
  let appModules: Set<string> | null = null;
  const staticClosure = (entry: string, graph: GraphReader): Set<string> => {
    const seen = new Set<string>();
    const stack = [entry];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return {
    name: 'council-demo-entry-chunk',
    apply: 'build',
    buildStart() {
      entryId = null;
      appModules = null;
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
              name: (id, ctx) => {
                if (entryId === null || id === entryId) return null;
                appModules ??= staticClosure(entryId, ctx);
                return appModules.has(id) ? 'app' : null;
              },
            },
          ],
        },
      };
    },
  };
}
