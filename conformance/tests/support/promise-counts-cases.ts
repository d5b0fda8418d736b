/**
 * Broken backends for counts (kind `counts`, checks/promise-counts.ts): a counter column never
 * decremented, and a count that includes what the list leaves out, on the mock behind a proxy.
 */
import { json, withJson, type Answer, type Exchange } from './broken-proxy';
import type { PromiseCase } from './promise-account-cases';

type Row = Record<string, unknown>;

/** `field` of the record (or of each listed item) at `path` given one more than the mock counts. */
const oneMore =
  (path: RegExp, field: string) =>
  (answer: Answer, ex: Exchange): Answer => {
    if (ex.method !== 'GET' || !path.test(ex.path.split('?')[0]!) || answer.status !== 200)
      return answer;
    const body = json(answer) as { data: Row | Row[] };
    const bump = (row: Row) => ({ ...row, [field]: Number(row[field]) + 1 });
    return withJson(answer, {
      ...body,
      data: Array.isArray(body.data) ? body.data.map(bump) : bump(body.data),
    });
  };

export function promiseCountsCases(): PromiseCase[] {
  return [
    {
      name: "a folder's threads_count cached on the row and never decremented",
      variant: { response: oneMore(/^\/api\/folders$/, 'threads_count') },
      args: ['--only', 'listFolders'],
      operation: 'listFolders',
      check: 'promise-counts',
      promise: 'listFolders/threads-count',
    },
    {
      name: "a council's members_count that counts its pending invitees",
      variant: { response: oneMore(/^\/api\/councils\/\d+$/, 'members_count') },
      args: ['--only', 'getCouncil'],
      operation: 'getCouncil',
      check: 'promise-counts',
      promise: 'getCouncil/members-count',
    },
  ];
}
