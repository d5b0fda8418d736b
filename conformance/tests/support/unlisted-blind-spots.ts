/**
 * Backend bugs of four classes the runner was blind to (issue 34, point 5), each a variant no
 * earlier test names: the runner must catch them from what the contract says, not from a list.
 */
import { json, withJson, type Answer, type Exchange, type Variant } from './broken-proxy';
import { bodyOf, isPath } from './variants';

type Row = Record<string, unknown>;

/**
 * `$thread->update($request->all())` with an open `$fillable`: every `*_id` key the body carries is
 * stored, also those the contract's request does not list (`agent_id`, `council_id`).
 */
export function fillableForeignKeys(): Variant {
  const stored = new Map<string, Row>();
  const show = (row: Row) => Object.assign(row, stored.get(String(row.id)) ?? {});
  return {
    request: (ex) => {
      const id = ex.path.match(/^\/api\/threads\/(\d+)$/)?.[1];
      if (!id || ex.method !== 'PUT') return ex;
      const body = bodyOf(ex) ?? {};
      const keys = Object.entries(body).filter(
        ([key]) => /_id$/.test(key) && !['folder_id', 'user_id'].includes(key),
      );
      if (keys.length > 0) stored.set(id, { ...stored.get(id), ...Object.fromEntries(keys) });
      return ex;
    },
    response: (answer, ex) => {
      if (
        !/^\/api\/threads(\/\d+)?$/.test(ex.path.split('?')[0]!) ||
        answer.status >= 300 ||
        !answer.body.length
      )
        return answer;
      const body = json(answer) as { data?: Row | Row[] };
      if (Array.isArray(body.data)) body.data.forEach(show);
      else if (body.data) show(body.data);
      return withJson(answer, body);
    },
  };
}

/** `where('title', 'like', "%{$q}%")` on a case-sensitive collation: the search is case-sensitive. */
export function caseSensitiveSearch(): Variant {
  return {
    response: (answer, ex) => {
      if (!isPath(ex, 'GET', /^\/api\/threads$/) || answer.status !== 200) return answer;
      const search = new URL(ex.path, 'http://backend').searchParams.get('search');
      if (!search) return answer;
      const body = json(answer) as { data: Row[] };
      body.data = body.data.filter((row) => String(row.title).includes(search));
      return withJson(answer, body);
    },
  };
}

/**
 * A delete that hides the record from its own route but never deletes it (a soft delete whose
 * list query forgets the scope): the read answers 404, the list still holds it.
 */
export function deletedOnlyFromItsRoute(): Variant {
  const hidden = new Set<string>();
  const notFound = (id: string): Answer =>
    withJson(
      { status: 404, headers: {}, body: Buffer.alloc(0) },
      {
        message: `No query results for model [App\\Models\\Folder] ${id}`,
      },
    );
  return {
    request: async (ex: Exchange, proxy) => {
      const id = ex.path.match(/^\/api\/folders\/(\d+)$/)?.[1];
      if (!id) return ex;
      if (ex.method === 'DELETE' && !hidden.has(id)) {
        // Only the owner's delete "succeeds": another user's (or a guest's, or one without the
        // CSRF token) goes to the backend and is refused there, so probes of foreign records
        // (promise-callers, authorization-foreign) cannot hide the chain's folder before it.
        const read = await proxy.forward({ ...ex, method: 'GET', body: Buffer.alloc(0) });
        if (read.status !== 200 || !ex.headers['x-xsrf-token']) return ex;
        hidden.add(id);
        return { status: 204, headers: {}, body: Buffer.alloc(0) };
      }
      return hidden.has(id) ? notFound(id) : ex;
    },
  };
}

/** An update that saves, but answers the record as it was (`return new FolderResource($old)`). */
export function staleUpdateAnswer(): Variant {
  return {
    request: async (ex, proxy) => {
      if (!isPath(ex, 'PATCH', /^\/api\/folders\/\d+$/)) return ex;
      const before = await proxy.forward({ ...ex, method: 'GET', body: Buffer.alloc(0) });
      const answer = await proxy.forward(ex);
      if (answer.status !== 200 || before.status !== 200) return answer;
      return withJson(answer, json(before));
    },
  };
}

/**
 * A filter that finds nothing for a value the list shows (`wherePivot()` inside `when()` turned into
 * a `where pivot = ?`): `?status=invited` answers an empty page.
 */
export function filterFindingNothing(): Variant {
  return {
    response: (answer, ex) => {
      if (!isPath(ex, 'GET', /^\/api\/councils\/[^/]+\/users$/) || answer.status !== 200)
        return answer;
      if (!new URL(ex.path, 'http://backend').searchParams.get('status')) return answer;
      const body = json(answer) as { data: Row[]; meta?: Row };
      body.data = [];
      if (body.meta) Object.assign(body.meta, { total: 0, from: null, to: null, last_page: 1 });
      return withJson(answer, body);
    },
  };
}

/** `Broadcast::channel('threads.{thread}', fn () => true)`: any signed-in user may listen to any thread. */
export function openThreadChannels(): Variant {
  return {
    request: (ex) => {
      if (!isPath(ex, 'POST', /^\/broadcasting\/auth$/)) return ex;
      const channel = String(bodyOf(ex)?.channel_name ?? '');
      if (!channel.startsWith('private-threads.')) return ex;
      return withJson(
        { status: 200, headers: {}, body: Buffer.alloc(0) },
        { auth: `council-local-key:${'0'.repeat(64)}` },
      );
    },
  };
}
