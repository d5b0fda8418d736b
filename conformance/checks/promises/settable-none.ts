/**
 * Why a `settable` promise that lists no `ignored` key is not put to the test, said from what the
 * operation is and answers: with no key named, the runner would have to guess one, and a guess the
 * answer cannot show proves nothing either way.
 */
import type { ContractOperation } from '../../contract/contract';
import type { Run } from '../../engine/run-state';
import { isOk, type ContractPromise } from './promises';

export function noKeyToTry(run: Run, op: ContractOperation, promise: ContractPromise): string {
  const fields = ((promise.fields as string[] | undefined) ?? []).join(', ');
  const none = 'and the promise names no other key a caller might try (`ignored`)';
  if (op.body === 'multipart')
    return `a multipart upload whose only part is ${fields} (the file itself), ${none}`;
  const answer = run.exchanges.findLast(
    (e) => e.operationId === op.operationId && e.request.method === op.method && isOk(e),
  )?.response?.json as Record<string, unknown> | undefined;
  const data = answer?.data;
  if (answer && (data === undefined || data === null || typeof data !== 'object'))
    return `its answer carries no record (only ${Object.keys(answer).join(', ') || 'nothing'}), so a key sent beside ${fields} could not show an effect, ${none}`;
  if (Array.isArray(data))
    return `its answer is the list ${fields} sets (other records), not a record a key sent beside it could land in, ${none}`;
  return `its body is only ${fields}, the values the call exists to send, ${none}`;
}
