/**
 * Broken backends for a call that must store nothing (`previewAgent`, checks/promises/keeps-previewed.ts):
 * a preview that saves the agent on the way (a `touch()`, a counter or a field written back) and
 * one that stores the exchange as a thread, as a controller reusing the chat's code would; and a
 * message search whose cursor opens a page without the message (checks/promise-opens.ts).
 */
import { json, withJson, type Answer, type BrokenProxy, type Exchange } from './broken-proxy';
import { isPath } from './variants';
import type { PromiseCase } from './promise-account-cases';

const PREVIEW = /^\/api\/agents\/(\d+)\/preview$/;

const jsonCall = (ex: Exchange, method: string, path: string, body: unknown): Exchange => ({
  ...ex,
  method,
  path,
  headers: { ...ex.headers, 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(body)),
});

/** The preview also writes the agent: its `updated_at` moves. */
async function previewThatSaves(ex: Exchange, proxy: BrokenProxy): Promise<Exchange> {
  const agent = isPath(ex, 'POST', PREVIEW) && ex.path.match(PREVIEW)?.[1];
  if (agent)
    await proxy.forward(
      jsonCall(ex, 'PUT', `/api/agents/${agent}`, { description: 'Saved by the preview.' }),
    );
  return ex;
}

/** The preview also starts a thread for the caller (with an agent of their list). */
async function previewThatStoresAThread(ex: Exchange, proxy: BrokenProxy): Promise<Exchange> {
  if (!isPath(ex, 'POST', PREVIEW)) return ex;
  const listed = await proxy.forward({
    ...ex,
    method: 'GET',
    path: '/api/profile/agents',
    body: Buffer.alloc(0),
  });
  const first = (json(listed) as { data?: { id: number }[] }).data?.[0];
  if (first) await proxy.forward(jsonCall(ex, 'POST', '/api/threads', { agent_id: first.id }));
  return ex;
}

export function promisePreviewCases(): PromiseCase[] {
  return [
    {
      name: 'a preview that saves the agent',
      variant: { request: previewThatSaves },
      args: ['--only', 'previewAgent'],
      operation: 'previewAgent',
      check: 'promise-keeps',
      promise: 'previewAgent/keeps-agent',
    },
    {
      name: 'a preview that stores a thread',
      variant: { request: previewThatStoresAThread },
      args: ['--only', 'previewAgent'],
      operation: 'previewAgent',
      check: 'promise-keeps',
      promise: 'previewAgent/stores-no-thread',
    },
  ];
}

/**
 * A search whose cursor is built from the message itself: Laravel's cursor past an item
 * (`_pointsToNextItems`) opens the page of the messages older than it, without it.
 */
function cursorPastTheMessage(answer: Answer, ex: Exchange): Answer {
  if (!isPath(ex, 'GET', /^\/api\/messages\/search(\?.*)?$/) || answer.status !== 200)
    return answer;
  const body = json(answer) as { data: Record<string, unknown>[] };
  const past = (id: unknown) =>
    Buffer.from(JSON.stringify({ id, _pointsToNextItems: true }))
      .toString('base64')
      .replace(/=+$/, '');
  return withJson(answer, {
    ...body,
    data: body.data.map((row) => ({ ...row, cursor: past(row.id) })),
  });
}

export function promiseCursorCases(): PromiseCase[] {
  return [
    {
      name: "a search result's cursor that opens the page after the message",
      variant: { response: cursorPastTheMessage },
      args: ['--only', 'searchMessages'],
      operation: 'searchMessages',
      check: 'promise-opens',
      promise: 'searchMessages/cursor-opens-thread',
    },
  ];
}
