/** junit.xml: a testsuite per operation, a testcase per check, each failure saying expected vs got. */
import type { RouteCoverage } from '../coverage/routes';
import type { Run } from '../engine/run-state';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

const escape = (text: string) =>
  text
    .replace(
      /[<>&"']/g,
      (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
    )
    // XML 1.0 has no place for most control characters.
    .replace(CONTROL, '');

export function junitXml(
  run: Run,
  routes: RouteCoverage | null = null,
  failOnUndocumented = false,
): string {
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  let skipped = 0;
  for (const op of run.contract.operations) {
    if (!run.selected(op.operationId)) continue;
    const results = run.results.forOperation(op.operationId);
    const cases = results.map((result) => {
      tests++;
      const name = `${escape(op.operationId)} ${escape(result.check)}`;
      const head = `    <testcase classname="${escape(op.operationId)}" name="${name}">`;
      if (result.outcome === 'failed') {
        failures++;
        const messages = result.findings
          .filter((f) => f.outcome === 'failed')
          .map((f) => f.message);
        return `${head}\n      <failure message="${escape(messages[0] ?? 'failed')}">${escape(messages.join('\n'))}</failure>\n    </testcase>`;
      }
      if (result.outcome === 'warning') {
        // A passing testcase: a warning never fails a CI job; its text is kept for the reader.
        const messages = result.findings
          .filter((f) => f.outcome === 'warning')
          .map((f) => `warning: ${f.message}`);
        return `${head}\n      <system-out>${escape(messages.join('\n'))}</system-out>\n    </testcase>`;
      }
      if (result.outcome === 'skipped') {
        skipped++;
        return `${head}\n      <skipped message="${escape(result.findings[0]?.message ?? '')}"/>\n    </testcase>`;
      }
      return `${head}</testcase>`;
    });
    const suiteFailures = results.filter((r) => r.outcome === 'failed').length;
    const suiteSkipped = results.filter((r) => r.outcome === 'skipped').length;
    suites.push(
      `  <testsuite name="${escape(op.operationId)}" tests="${results.length}" failures="${suiteFailures}" skipped="${suiteSkipped}">\n${cases.join('\n')}\n  </testsuite>`,
    );
  }
  if (routes) {
    // The backend's routes against the contract (--routes): operations with no route are already
    // skipped testcases of their own suites; here, what a route table alone shows.
    const cases = [
      ...routes.methodMismatches.map((m) => {
        failures++;
        const text = `expected ${m.method} ${m.path}, got a route ${m.uri} answering ${m.routeMethods.join('|')}`;
        return `    <testcase classname="routes" name="${escape(m.operationId)} route-method">\n      <failure message="${escape(text)}">${escape(text)}</failure>\n    </testcase>`;
      }),
      ...routes.undocumented.map((r) => {
        const text = `${r.methods.join('|')} ${r.uri} is in the routes, not in the contract`;
        const name = `undocumented ${escape(r.methods.join('|'))} ${escape(r.uri)}`;
        if (!failOnUndocumented)
          return `    <testcase classname="routes" name="${name}">\n      <system-out>warning: ${escape(text)}</system-out>\n    </testcase>`;
        failures++;
        return `    <testcase classname="routes" name="${name}">\n      <failure message="${escape(text)}">${escape(text)}</failure>\n    </testcase>`;
      }),
    ];
    tests += cases.length;
    const suiteFailures =
      routes.methodMismatches.length + (failOnUndocumented ? routes.undocumented.length : 0);
    if (cases.length > 0)
      suites.push(
        `  <testsuite name="route coverage" tests="${cases.length}" failures="${suiteFailures}" skipped="0">\n${cases.join('\n')}\n  </testsuite>`,
      );
  }
  // The contract's promises the run could not check: one skipped testcase each, with why.
  const unchecked = run.promises.filter((p) => !p.checked);
  if (unchecked.length > 0) {
    tests += unchecked.length;
    skipped += unchecked.length;
    const cases = unchecked.map(
      (p) =>
        `    <testcase classname="promises not checked" name="${escape(p.id)} ${escape(p.check)}">\n      <skipped message="${escape(p.reason ?? '')}"/>\n    </testcase>`,
    );
    suites.push(
      `  <testsuite name="promises not checked" tests="${cases.length}" failures="0" skipped="${cases.length}">\n${cases.join('\n')}\n  </testsuite>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="contract conformance" tests="${tests}" failures="${failures}" skipped="${skipped}">\n${suites.join('\n')}\n</testsuites>\n`;
}
