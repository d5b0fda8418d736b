/**
 * GitHub Actions workflow commands: one `::error` annotation per failed check of an operation (its
 * title the operation and the check, its text what was expected and what came back), a `::warning`
 * per warning, so a pull request shows them without opening the logs.
 * https://docs.github.com/actions/reference/workflow-commands-for-github-actions
 */
import type { Summary } from './summary';

/** Data: % and line breaks escaped; properties also : and , (the command's own separators). */
const data = (text: string) =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function annotations(summary: Summary): string[] {
  const lines: string[] = summary.notRun
    ? [`::error title=conformance not run::${data(summary.notRun)}`]
    : [];
  for (const failure of summary.failures)
    lines.push(
      `::error title=${property(`${failure.operationId} ${failure.check}`)}::${data(failure.messages.join('\n'))}`,
    );
  for (const m of summary.routes?.methodMismatches ?? [])
    lines.push(
      `::error title=${property(`${m.operationId} route-method`)}::${data(`expected ${m.method} ${m.path}, got a route ${m.uri} answering ${m.routeMethods.join('|')}`)}`,
    );
  const undocumentedLevel = summary.failOnUndocumented ? 'error' : 'warning';
  for (const r of summary.routes?.undocumented ?? [])
    lines.push(
      `::${undocumentedLevel} title=${property('undocumented route')}::${data(`${r.methods.join('|')} ${r.uri} is in the routes, not in the contract`)}`,
    );
  for (const warning of summary.warnings)
    lines.push(
      `::warning title=${property(`${warning.operationId} ${warning.check}`)}::${data(warning.messages.join('\n'))}`,
    );
  // One notice for the promises the run could not check, so a pull request says what went unchecked.
  const unchecked = summary.promises?.unchecked ?? [];
  if (unchecked.length > 0)
    lines.push(
      `::notice title=${property(`${unchecked.length} promises not checked`)}::${data(unchecked.map((p) => `${p.id} (${p.check}): ${p.reason}`).join('\n'))}`,
    );
  for (const left of summary.cleanupFailures)
    lines.push(`::error title=not cleaned up::${data(left)}`);
  return lines;
}
