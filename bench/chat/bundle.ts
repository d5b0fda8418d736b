/**
 * The chat benchmark's JavaScript measure: the chunks a page loads (gzip), told apart into the
 * app's and the demo's mock backend's by their source maps, from the build's manifest.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from '@playwright/test';
import { BASE, SIGN_IN } from './app';

export interface Chunk {
  file: string;
  gzip: number;
}

/** Static imports of a built chunk (`import ... from "./x.js"`), as the browser would follow them. */
function staticImports(dir: string, file: string): string[] {
  const source = readFileSync(join(dir, file), 'utf8');
  return [...source.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
}

function closure(dir: string, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(join(dir, file))) return;
    seen.add(file);
    staticImports(dir, file).forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/** Sources of a chunk, from its source map. */
function sourcesOf(dir: string, file: string): string[] {
  try {
    return (JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8')) as { sources: string[] })
      .sources;
  } catch {
    return [];
  }
}

/** What every page of the app loads: the entry script of index.html and its static imports. */
export function entryChunks(outDir: string): Set<string> {
  const entry = readFileSync(join(outDir, 'index.html'), 'utf8').match(
    /src="\/assets\/([^"]+\.js)"/,
  )?.[1];
  return entry ? closure(join(outDir, 'assets'), [entry]) : new Set();
}

export async function benchJsBytes(
  context: BrowserContext,
  outDir: string,
  path: string,
): Promise<{ app: Chunk[]; mock: Chunk[] }> {
  const assets = join(outDir, 'assets');
  const loaded = new Set<string>();
  const page = await context.newPage();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
      loaded.add(url.pathname.slice('/assets/'.length));
  });
  await page.goto(`${BASE}${path}${SIGN_IN}`);
  await page.waitForFunction(() => !!document.querySelector('.chat-sidebar'), null, {
    timeout: 30_000,
  });
  if (path !== '/chat') await page.waitForSelector('.msg .md', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.close();

  // The mock backend is what `startMocks()` imports dynamically: chunks with sources under mocks/
  // (and msw's virtual module), plus the loaded chunks that only mock chunks import, statically or
  // on first use (the schemas of an area, which the mock's validation imports with its first call).
  const files = [...loaded];
  const mock = new Set(
    files.filter(
      (f) =>
        f.startsWith('_virtual_msw') || sourcesOf(assets, f).some((s) => /(^|\/)mocks\//.test(s)),
    ),
  );
  const importers = loadedImporters(outDir, loaded);
  for (let grew = true; grew;) {
    grew = false;
    for (const file of files) {
      const from = importers.get(file) ?? [];
      if (!mock.has(file) && from.length > 0 && from.every((importer) => mock.has(importer))) {
        mock.add(file);
        grew = true;
      }
    }
  }
  const size = (file: string): Chunk => ({
    file,
    gzip: gzipSync(readFileSync(join(assets, file)), { level: 9 }).length,
  });
  return {
    app: files.filter((f) => !mock.has(f)).map(size),
    mock: files.filter((f) => mock.has(f)).map(size),
  };
}

/** For each loaded chunk, the loaded chunks that import it (statically or dynamically), from Vite's manifest. */
function loadedImporters(outDir: string, loaded: Set<string>): Map<string, string[]> {
  type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const fileOf = (key: string) => manifest[key]?.file.replace(/^assets\//, '');
  const importers = new Map<string, string[]>();
  for (const chunk of Object.values(manifest)) {
    const importer = chunk.file.replace(/^assets\//, '');
    if (!loaded.has(importer)) continue;
    for (const key of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      const file = fileOf(key);
      if (file && loaded.has(file) && file !== importer)
        importers.set(file, [...(importers.get(file) ?? []), importer]);
    }
  }
  return importers;
}

/** The mock's developer panel, which the strip loads the first time it is opened. */
export function describeLater(outDir: string): string {
  const assets = join(outDir, 'assets');
  const panel = readdirSync(assets).filter(
    (f) =>
      f.endsWith('.js') && sourcesOf(assets, f).some((s) => /mocks\/dev-panel\/panel\.ts$/.test(s)),
  );
  const kb =
    panel.reduce(
      (sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length,
      0,
    ) / 1024;
  return panel.length
    ? `the developer panel, ${kb.toFixed(1)} KB (${panel.join(', ')})`
    : 'none found';
}

// --------------------------------------------------------------------------------------------
