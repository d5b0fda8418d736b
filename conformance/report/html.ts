/**
 * report.html: one self-contained page (no scripts or styles from elsewhere) a person reads: the
 * summary, then per operation each check; each failure with its request, response and a curl line
 * that reproduces it. Failing operations come first and are open.
 */
import { curlLine, type Exchange } from '../http/exchange';
import type { Run } from '../engine/run-state';
import type { Summary } from './summary';
import { routeFailures, summaryLine } from './summary';

const esc = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1b1b1b;background:#fff}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem}
.sum{padding:.75rem 1rem;border-radius:6px;font-weight:600}.sum.ok{background:#e6f4ea}.sum.bad{background:#fdecea}
details{border:1px solid #ddd;border-radius:6px;margin:.4rem 0;padding:.3rem .7rem}summary{cursor:pointer}
.failed{color:#b3261e;font-weight:600}.warning{color:#8a5a00;font-weight:600}.passed{color:#1e7b34}.skipped{color:#6b6b6b}
table{border-collapse:collapse;margin:.4rem 0}td,th{border-bottom:1px solid #eee;padding:.2rem .6rem;text-align:left;vertical-align:top}
pre{background:#f6f8fa;padding:.5rem;overflow:auto;white-space:pre-wrap;word-break:break-all;max-height:20rem}
code{font-size:12px}
@media (prefers-color-scheme:dark){body{background:#121212;color:#e6e6e6}pre{background:#1f1f1f}details{border-color:#333}.sum.ok{background:#12351d}.sum.bad{background:#4a1512}td,th{border-color:#2a2a2a}}
`;

export function htmlReport(run: Run, summary: Summary): string {
  const byId = new Map(run.exchanges.map((e) => [e.id, e]));
  const ops = run.contract.operations.filter((op) => run.selected(op.operationId));
  const rank = (id: string) =>
    run.results.forOperation(id).some((r) => r.outcome === 'failed') ? 0 : 1;
  const timing = new Map(summary.timings.map((t) => [t.operationId, t]));
  const sections = [...ops]
    .sort((a, b) => rank(a.operationId) - rank(b.operationId))
    .map((op) => {
      const results = run.results.forOperation(op.operationId);
      const failed = results.filter((r) => r.outcome === 'failed').length;
      const warned = results.filter((r) => r.outcome === 'warning').length;
      const t = timing.get(op.operationId);
      const rows = results
        .map((result) => {
          const findings = result.findings
            .filter((f) => f.outcome === result.outcome)
            .map((f) => {
              const exchange = f.exchangeId ? byId.get(f.exchangeId) : undefined;
              return `<div>${esc(f.message)}${(f.outcome === 'failed' || f.outcome === 'warning') && exchange ? exchangeBlock(exchange) : ''}</div>`;
            })
            .join('');
          return `<tr><td>${esc(result.check)}</td><td class="${result.outcome}">${result.outcome}</td><td>${findings}</td></tr>`;
        })
        .join('');
      const head = `<code>${op.method} ${esc(op.path)}</code> <b>${esc(op.operationId)}</b> — ${failed ? `<span class="failed">${failed} failed</span>` : `<span class="passed">passed</span>${warned ? ` · <span class="warning">${warned} warning${warned > 1 ? 's' : ''}</span>` : ''}`}${t ? ` · median ${t.medianMs} ms, p95 ${t.p95Ms} ms` : ''}${run.exercised.has(op.operationId) ? '' : ' · <span class="failed">not exercised</span>'}`;
      return `<details${failed ? ' open' : ''}><summary>${head}</summary><table><tr><th>check</th><th>result</th><th>details</th></tr>${rows}</table></details>`;
    });
  const ok = summary.checks.failed === 0 && routeFailures(summary) === 0 && !summary.notRun;
  const extra = [
    summary.leftBehind.length
      ? `<h2>Left behind (the API has no delete for these)</h2><ul>${summary.leftBehind.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>`
      : '',
    summary.cleanupFailures.length
      ? `<h2 class="failed">Not cleaned up</h2><ul>${summary.cleanupFailures.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>`
      : '',
    routesSection(summary),
    summary.skippedOperations.length
      ? `<h2>Operations not checked</h2><ul>${summary.skippedOperations.map((s) => `<li><b>${esc(s.operationId)}</b>: ${esc(s.reason)}</li>`).join('')}</ul>`
      : '',
  ].join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Contract conformance: ${esc(summary.baseUrl)}</title><style>${STYLE}</style></head><body>
<h1>Contract conformance of ${esc(summary.baseUrl)}</h1>
<p>Contract version ${esc(summary.contractVersion)}${summary.contractSha256 ? ` (openapi.json sha256 <code>${summary.contractSha256}</code>)` : ''} · started ${esc(summary.startedAt)} · ${summary.requests} requests in ${(summary.wallMs / 1000).toFixed(1)} s</p>
<p class="sum ${ok ? 'ok' : 'bad'}">${esc(summaryLine(summary))}</p>
${extra}
<h2>Operations</h2>
${sections.join('\n')}
</body></html>
`;
}

/** --routes: method mismatches and undocumented routes (operations not built are listed below it). */
function routesSection(summary: Summary): string {
  const routes = summary.routes;
  if (!routes) return '';
  const row = (cells: string[]) => `<tr>${cells.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`;
  const mismatches = routes.methodMismatches.map((m) =>
    row([m.operationId, `${m.method} ${m.path}`, `${m.routeMethods.join('|')} ${m.uri}`]),
  );
  const undocumented = routes.undocumented.map((r) =>
    row([`${r.methods.join('|')} ${r.uri}`, r.action ?? '']),
  );
  return `<h2>Route coverage (${esc(routes.file)})</h2><p>${routes.routes} routes · ${routes.matched.length} operations routed · ${routes.notBuilt.length} not built · ${routes.methodMismatches.length} method mismatches · ${routes.undocumented.length} undocumented</p>${
    mismatches.length
      ? `<table><tr><th>operation</th><th>contract</th><th class="failed">route</th></tr>${mismatches.join('')}</table>`
      : ''
  }${
    undocumented.length
      ? `<table><tr><th class="${summary.failOnUndocumented ? 'failed' : 'warning'}">undocumented route</th><th>action</th></tr>${undocumented.join('')}</table>`
      : ''
  }`;
}

function exchangeBlock(exchange: Exchange): string {
  const request = `${exchange.request.method} ${exchange.request.url}\n${Object.entries(
    exchange.request.headers,
  )
    .map(([k, v]) => `${k}: ${v}`)
    .join(
      '\n',
    )}${exchange.request.bodyText !== undefined ? `\n\n${exchange.request.bodyText}` : ''}`;
  const response = exchange.response
    ? `${exchange.response.status}\n${Object.entries(exchange.response.headers)
        .map(([k, v]) => `${k}: ${[v].flat().join(', ')}`)
        .join('\n')}\n\n${exchange.response.bodyText.slice(0, 4000)}`
    : `(no answer: ${exchange.error ?? ''})`;
  return `<details><summary>request, response and curl</summary><b>Request</b><pre>${esc(request)}</pre><b>Response</b><pre>${esc(response)}</pre><b>Reproduce</b><pre>${esc(curlLine(exchange))}</pre></details>`;
}
