/**
 * `npm run report:bundle`: what each module of a production build's first load costs, as a
 * picture. Builds the production app into dist-report/ with a small Vite plugin that records each
 * chunk's modules (rolldown's rendered code per module), then writes dist-report/bundle-report.html:
 * one bar per budget of scripts/bundle-budgets.ts (the first page, `/chat`), split into its files,
 * each file into its packages and modules, widths proportional to their gzip cost; and prints the
 * same figures as a table.
 *
 * A module's gzip cost is its file's real gzip size (level 9, as the budgets count it) shared out
 * in proportion to each module's code gzipped alone: gzip compresses across module boundaries,
 * so the modules' own sizes add up to more than the file, and only the file's size is real.
 *
 * No dependency: rollup-plugin-visualizer draws the same, but the per-module figures are a dozen
 * lines over the bundle's own module list, and the budgets' file lists are this project's.
 * Options: REPORT_TOP (rows printed, default 40).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { BUDGETS, checkBudgets } from './bundle-budgets';

const OUT = 'dist-report';
const TOP = Number(process.env.REPORT_TOP ?? 40);

interface ModuleCost {
  id: string;
  /** node_modules package name, or `app` / `mocks` etc. for the project's own files. */
  owner: string;
  gzipAlone: number;
}

const chunks = new Map<string, ModuleCost[]>();

/** Records every chunk's modules with their rendered code's gzip size. */
function recordModules(): Plugin {
  return {
    name: 'council-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules).map(([id, rendered]) => ({
          id: displayId(id),
          owner: ownerOf(id),
          gzipAlone: rendered.code ? gzipSync(rendered.code, { level: 9 }).length : 0,
        }));
        chunks.set(
          output.fileName,
          modules.filter((m) => m.gzipAlone > 0),
        );
      }
    },
  };
}

function displayId(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  return clean.startsWith('/') ? relative(process.cwd(), clean) : clean;
}

function ownerOf(id: string): string {
  const path = displayId(id);
  const inModules = path.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = path.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const [top, second] = path.split('/');
  return top === 'src' && second ? `src/${second}` : (top ?? path);
}

interface Row {
  file: string;
  fileKb: number;
  module: string;
  owner: string;
  kb: number;
}

function costRows(files: string[]): Row[] {
  return files.flatMap((file) => {
    const modules = chunks.get(file) ?? [];
    const fileKb = gzipSync(readBuilt(file), { level: 9 }).length / 1024;
    const alone = modules.reduce((sum, m) => sum + m.gzipAlone, 0) || 1;
    return modules.map((m) => ({
      file,
      fileKb,
      module: m.id,
      owner: m.owner,
      kb: (fileKb * m.gzipAlone) / alone,
    }));
  });
}

const readBuilt = (file: string) => readFileSync(join(OUT, file));

function byOwner(rows: Row[]): [string, number][] {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.owner, (sums.get(row.owner) ?? 0) + row.kb);
  return [...sums].sort((a, b) => b[1] - a[1]);
}

const COLOURS = [
  '#3b4fd8',
  '#d8793b',
  '#2e9e6b',
  '#b83b8f',
  '#8a8f2e',
  '#2e86b8',
  '#b8412e',
  '#6b4fb8',
  '#4f8a2e',
  '#b89a2e',
];

function html(sections: { name: string; totalKb: number; limitKb: number; rows: Row[] }[]): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const owners = [...new Set(sections.flatMap((s) => byOwner(s.rows).map(([o]) => o)))];
  const colour = (owner: string) => COLOURS[owners.indexOf(owner) % COLOURS.length]!;
  const body = sections
    .map((section) => {
      const files = [...new Set(section.rows.map((r) => r.file))]
        .map((file) => ({
          file,
          rows: section.rows.filter((r) => r.file === file).sort((a, b) => b.kb - a.kb),
        }))
        .sort((a, b) => b.rows[0]!.fileKb - a.rows[0]!.fileKb);
      const bars = files
        .map(({ file, rows }) => {
          const fileKb = rows[0]!.fileKb;
          const cells = rows
            .map(
              (r) =>
                `<span style="flex:${r.kb.toFixed(3)};background:${colour(r.owner)}" title="${esc(`${r.module} (${r.owner}): ${r.kb.toFixed(2)} KB`)}"></span>`,
            )
            .join('');
          return `<div class="file"><div class="label">${esc(file)} <b>${fileKb.toFixed(1)} KB</b></div><div class="bar" style="width:${((100 * fileKb) / section.totalKb).toFixed(2)}%">${cells}</div></div>`;
        })
        .join('\n');
      const legend = byOwner(section.rows)
        .map(
          ([owner, kb]) =>
            `<li><span class="swatch" style="background:${colour(owner)}"></span>${esc(owner)} ${kb.toFixed(1)} KB</li>`,
        )
        .join('');
      return `<section><h2>${esc(section.name)}: ${section.totalKb.toFixed(1)} KB gzip (budget ${section.limitKb} KB)</h2><ul class="legend">${legend}</ul>${bars}</section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>First-load JavaScript by module</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#222}.file{margin:.6rem 0}.label{font-family:monospace}
.bar{display:flex;height:28px;min-width:2px;border:1px solid #888}.bar span{border-right:1px solid #fff;min-width:1px}
.legend{display:flex;flex-wrap:wrap;gap:.3rem 1.2rem;padding:0;list-style:none}.swatch{display:inline-block;width:12px;height:12px;margin-right:4px}</style>
</head><body><h1>First-load JavaScript of the production build, by module</h1>
<p>Bar width: gzip KB (level 9). Hover a segment for its module. Generated by <code>npm run report:bundle</code>.</p>
${body}</body></html>`;
}

async function main(): Promise<void> {
  await build({
    mode: 'production',
    logLevel: 'warn',
    plugins: [recordModules()],
    build: { outDir: OUT, emptyOutDir: true, manifest: true },
  });
  const sections = checkBudgets(OUT).map((budget) => {
    const rows = costRows(budget.files);
    return {
      name: budget.name,
      totalKb: budget.kb,
      limitKb: BUDGETS.find((b) => b.name === budget.name)!.limitKb,
      rows,
    };
  });
  writeFileSync(join(OUT, 'bundle-report.html'), html(sections));
  for (const section of sections) {
    console.log(
      `\n${section.name}: ${section.totalKb.toFixed(1)} KB gzip in ${new Set(section.rows.map((r) => r.file)).size} files`,
    );
    console.log('  by package or app area:');
    for (const [owner, kb] of byOwner(section.rows).slice(0, TOP))
      console.log(`    ${kb.toFixed(1).padStart(6)} KB  ${owner}`);
    console.log(`  largest modules:`);
    for (const row of [...section.rows].sort((a, b) => b.kb - a.kb).slice(0, TOP))
      console.log(`    ${row.kb.toFixed(2).padStart(6)} KB  ${row.module}  (${row.file})`);
  }
  console.log(`\nThe picture: ${join(OUT, 'bundle-report.html')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
