/**
 * The GitHub workflow files and the conformance Action, validated against GitHub's schemas
 * (@action-validator/core: SchemaStore's action and workflow schemas, globs, job needs), plus the
 * rule actionlint's script-injection check enforces: no `${{ inputs.* }}` or event text pasted into
 * a `run:` script (it goes through `env:`). Part of `npm run lint`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateAction, validateWorkflow, type ValidationState } from '@action-validator/core';
import { parse as parseYaml } from 'yaml';

const WORKFLOWS = join('.github', 'workflows');
export const FILES = [
  ...readdirSync(WORKFLOWS)
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => join(WORKFLOWS, f)),
  join('conformance', 'action', 'action.yml'),
];

/** Expressions a `run:` script must not interpolate: text someone else controls. */
const UNTRUSTED = /\$\{\{[^}]*\b(inputs\.|github\.event\.|github\.head_ref)/;

function runScripts(node: unknown, path = ''): { path: string; script: string }[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => runScripts(item, `${path}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    key === 'run' && typeof value === 'string'
      ? [{ path: `${path}.run`, script: value }]
      : runScripts(value, `${path}.${key}`),
  );
}

/** Every `${{ inputs.NAME }}` an action uses is one it declares. */
function undeclaredInputs(text: string, document: Record<string, unknown>): string[] {
  const declared = new Set(Object.keys((document.inputs as Record<string, unknown>) ?? {}));
  const used = [...text.matchAll(/\binputs\.([\w-]+)/g)].map((m) => m[1]!);
  return [...new Set(used.filter((name) => !declared.has(name)))];
}

export function lintFile(file: string, text = readFileSync(file, 'utf8')): string[] {
  const isAction = /(^|[\\/])action\.ya?ml$/.test(file);
  const state: ValidationState = isAction ? validateAction(text) : validateWorkflow(text);
  const problems = state.errors.map(
    (e) =>
      `${file}: ${e.title}${'path' in e && e.path ? ` at ${e.path}` : ''}${e.detail ? `: ${e.detail}` : ''}`,
  );
  if (problems.length > 0) return problems;
  const document = parseYaml(text) as Record<string, unknown>;
  for (const { path, script } of runScripts(document))
    if (UNTRUSTED.test(script))
      problems.push(
        `${file}: ${path} pastes ${UNTRUSTED.exec(script)![0]}… into the script; pass it through env:`,
      );
  if (isAction)
    for (const name of undeclaredInputs(text, document))
      problems.push(`${file}: uses inputs.${name}, which inputs: does not declare`);
  return problems;
}

if (process.argv[1]?.endsWith('lint-workflows.ts')) {
  const problems = FILES.flatMap((file) => lintFile(file));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(`workflows: ${FILES.length} files valid`);
}
