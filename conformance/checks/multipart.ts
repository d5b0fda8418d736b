/**
 * Check 7, multipart: an upload of a real file comes back with its name and size. The walk calls
 * checkUpload on its valid uploads (the chains' creates, uploadThreadFiles in walk/walk.ts).
 */
import { dataOf, isSuccess, type Exchange } from '../http/exchange';
import type { Run } from '../engine/run-state';
import type { Check } from '../engine/check';
import { CHECK } from '../engine/check-names';

export function checkUpload(run: Run, exchange: Exchange): void {
  const operationId = exchange.operationId!;
  const sent = exchange.request.multipart?.[0];
  if (!sent) return;
  const file = { filename: sent.filename, content: { length: sent.size } };
  if (!isSuccess(exchange)) {
    run.results.fail(
      operationId,
      CHECK.multipart,
      `upload of ${file.filename} (${file.content.length} bytes) answered ${exchange.response?.status}`,
      exchange.id,
    );
    return;
  }
  const data = dataOf<unknown>(exchange);
  const stored = (Array.isArray(data) ? data[0] : data) as
    { name?: unknown; size?: unknown } | undefined;
  const ok = stored?.name === file.filename && stored?.size === file.content.length;
  run.results.expect(
    ok,
    operationId,
    CHECK.multipart,
    ok
      ? `stored "${file.filename}", ${file.content.length} bytes`
      : `uploaded "${file.filename}" (${file.content.length} bytes), got back name ${JSON.stringify(stored?.name)} and size ${JSON.stringify(stored?.size)}`,
    exchange.id,
  );
}

export const check: Check = {
  name: CHECK.multipart,
  summary: 'an upload is stored as sent: name, size and type read back',
  docs: 'uploads of a real file come back with its name and size',
  phase: 'walk',
  writes: true,
  appliesTo: (op) => op.body === 'multipart',
};
