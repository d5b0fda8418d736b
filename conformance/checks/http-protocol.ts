/** Every exchange is a sound HTTP exchange: a protocol fault fails its operation and the run goes on. */
import type { Check } from '../engine/check';
import type { Exchange } from '../http/exchange';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.httpProtocol,
  summary:
    'every exchange is well-formed HTTP (no body after a 204, no more bytes than Content-Length, no reset)',
  docs: 'every answer is well-formed HTTP: no body on a 204/304, exactly `Content-Length` bytes, no reset connection (each request on its own connection, so a fault is pinned on the operation that caused it)',
  phase: 'every-exchange',
  appliesTo: () => true,
  inspectExchange(run, operationId, exchange) {
    const label = `${exchange.request.method} ${new URL(exchange.request.url).pathname}`;
    if (exchange.fault)
      run.results.fail(
        operationId,
        check.name,
        `${label}${exchange.response ? ` → ${exchange.response.status}` : ''}: ${protocolFault(exchange)}`,
        exchange.id,
      );
    else if (!run.results.has(operationId, check.name))
      run.results.pass(operationId, check.name, `${label}: a well-formed HTTP answer`, exchange.id);
  },
};

function protocolFault(exchange: Exchange): string {
  const fault = exchange.fault ?? '';
  const status = exchange.response?.status;
  if (/Data after|Expected HTTP/i.test(fault))
    return status === 204 || status === 304
      ? `a body after a ${status} (which has none), or more bytes than Content-Length: ${fault}`
      : `more bytes than Content-Length (or a malformed answer): ${fault}`;
  if (/ECONNRESET|hang up/i.test(fault)) return `the connection was reset: ${fault}`;
  return fault;
}
