/**
 * Broken backends for writes that leave a record the API cannot delete (promise-settable sends the
 * walk's call once more with the keys it may not set): a body key the contract does not list is
 * assigned (`$request->all()` where `$request->validated()` belongs). An order is sent again for
 * another council the user administers, the walk's own being the one pending order its plan allows;
 * an upload carries the keys as form fields beside its file.
 */
import { withJson, type Answer, type Exchange } from './broken-proxy';
import type { PromiseCase } from './promise-account-cases';
import { bodyOf, isPath } from './variants';

/** The answer's record with `key` taken from the request's body when the body sends it. */
const assigns =
  (method: string, path: RegExp, key: string) =>
  (answer: Answer, ex: Exchange): Answer => {
    const sent = bodyOf(ex);
    if (!isPath(ex, method, path) || answer.status >= 300 || !sent || !(key in sent)) return answer;
    const body = JSON.parse(answer.body.toString()) as { data: Record<string, unknown> };
    return withJson(answer, { ...body, data: { ...body.data, [key]: sent[key] } });
  };

/** The answer's record with `key` taken from a multipart body's form field of that name. */
const assignsField =
  (path: RegExp, key: string) =>
  (answer: Answer, ex: Exchange): Answer => {
    const field = new RegExp(`name="${key}"\\r\\n\\r\\n([^\\r]*)`).exec(ex.body.toString());
    if (!isPath(ex, 'POST', path) || answer.status >= 300 || !field) return answer;
    const body = JSON.parse(answer.body.toString()) as { data: Record<string, unknown> };
    return withJson(answer, { ...body, data: { ...body.data, [key]: field[1] } });
  };

export function promiseRecordCases(): PromiseCase[] {
  return [
    {
      name: "a feedback message filed under the body's user_id (Feedback::create($request->all()))",
      variant: { response: assigns('POST', /^\/api\/feedback$/, 'user_id') },
      args: ['--only', 'sendFeedback'],
      operation: 'sendFeedback',
      check: 'promise-settable',
      promise: 'sendFeedback/settable',
    },
    {
      name: "a council's plan order priced from the body's amount (Order::create($request->all()))",
      variant: { response: assigns('POST', /^\/api\/subscriptions\/\d+\/buy$/, 'amount') },
      args: ['--only', 'buySubscription'],
      operation: 'buySubscription',
      check: 'promise-settable',
      promise: 'buySubscription/settable',
    },
    {
      name: "a council file named from the form's name field, not the file's (File::create($request->all()))",
      variant: { response: assignsField(/^\/api\/councils\/\d+\/files$/, 'name') },
      args: ['--only', 'uploadCouncilFile'],
      operation: 'uploadCouncilFile',
      check: 'promise-settable',
      promise: 'uploadCouncilFile/settable',
    },
  ];
}
