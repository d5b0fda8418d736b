/**
 * Broken backends for refusals by state (kind `refuses`, checks/promise-refuses.ts): each lacks one
 * guard, the way a form request without its `after()` check would, and answers the write as if it
 * were valid where the contract says 422; and one whose delete is not idempotent (kind `repeats`).
 */
import { json, withJson, type Answer, type Exchange } from './broken-proxy';
import type { PromiseCase } from './promise-account-cases';
import { bodyOf, isPath } from './variants';

/** The seed's accounts: a rule kept for them alone still refuses their repeats. */
const SEEDED = /^(demo|member|partner|manager|nocouncil|unverified)@example\.com$/;

/** The 422 keyed `key` on `method path` answered `status` with `body` instead (the guard missing). */
function withoutGuard(
  method: string,
  path: RegExp,
  key: string,
  status: number,
  body: (ex: Exchange) => unknown,
  when: (ex: Exchange) => boolean = () => true,
) {
  return (answer: Answer, ex: Exchange): Answer => {
    if (answer.status !== 422 || !isPath(ex, method, path) || !when(ex)) return answer;
    const errors = (json(answer) as { errors?: Record<string, unknown> } | undefined)?.errors;
    return errors && key in errors ? withJson(answer, body(ex), status) : answer;
  };
}

const agentOf = (ex: Exchange) => ({
  data: { id: Number(/\/api\/agents\/(\d+)/.exec(ex.path)?.[1]), status: 'published' },
});

export function promiseRefusesCases(): (PromiseCase & { ownBackend?: true })[] {
  return [
    {
      name: 'an agent published a second time (no check that it is still a draft)',
      variant: {
        response: withoutGuard('POST', /^\/api\/agents\/\d+\/publish$/, 'status', 200, agentOf),
      },
      args: ['--only', 'publishAgent'],
      operation: 'publishAgent',
      check: 'promise-refuses',
      promise: 'publishAgent/already-published',
    },
    {
      name: 'an agent with no category published',
      variant: {
        response: withoutGuard(
          'POST',
          /^\/api\/agents\/\d+\/publish$/,
          'category_id',
          200,
          agentOf,
        ),
      },
      args: ['--only', 'publishAgent'],
      operation: 'publishAgent',
      check: 'promise-refuses',
      promise: 'publishAgent/no-category',
    },
    {
      name: 'a second reset link within the minute sent for an unknown address (the rule kept for accounts only, which tells them apart)',
      variant: {
        response: withoutGuard(
          'POST',
          /^\/api\/forgot-password$/,
          'email',
          200,
          () => ({ message: 'We have emailed your password reset link.' }),
          (ex) => !SEEDED.test(String(bodyOf(ex)?.email ?? '')),
        ),
      },
      args: ['--only', 'forgotPassword'],
      operation: 'forgotPassword',
      check: 'promise-refuses',
      promise: 'forgotPassword/once-a-minute',
      ownBackend: true,
    },
    {
      name: 'a join request decided a second time',
      variant: {
        response: withoutGuard(
          'POST',
          /^\/api\/councils\/\d+\/join-requests\/\d+$/,
          'status',
          200,
          (ex) => ({ data: { status: bodyOf(ex)?.status } }),
        ),
      },
      args: ['--only', 'requestJoinCouncil,listJoinRequests,decideJoinRequest'],
      operation: 'decideJoinRequest',
      check: 'promise-refuses',
      promise: 'decideJoinRequest/decided-once',
    },
    {
      name: 'a wrong join code taken as a request to the admins',
      variant: {
        response: withoutGuard('POST', /^\/api\/councils\/\d+\/request-join$/, 'code', 201, () => ({
          data: { status: 'pending' },
        })),
      },
      args: ['--only', 'requestJoinCouncil,listJoinRequests,decideJoinRequest'],
      operation: 'requestJoinCouncil',
      check: 'promise-refuses',
      promise: 'requestJoinCouncil/wrong-code',
    },
    {
      name: "an earlier reply regenerated (the guard compares with the thread's latest message, not its latest reply)",
      variant: {
        response: withoutGuard(
          'POST',
          /^\/api\/threads\/\d+\/messages\/\d+\/regenerate$/,
          'message',
          202,
          () => ({ data: { status: 'pending' } }),
        ),
      },
      args: ['--only', 'regenerateThreadMessage'],
      operation: 'regenerateThreadMessage',
      check: 'promise-refuses',
      promise: 'regenerateThreadMessage/latest-only',
    },
    {
      name: 'a second disconnect answered 404 (the stored tokens looked up with firstOrFail())',
      variant: {
        response: (() => {
          const disconnected = new Set<string>();
          return (answer: Answer, ex: Exchange): Answer => {
            if (!isPath(ex, 'DELETE', /^\/api\/tools\/[^/]+\/delete$/) || answer.status !== 204)
              return answer;
            const first = !disconnected.has(ex.path);
            disconnected.add(ex.path);
            return first ? answer : withJson(answer, { message: 'Not Found' }, 404);
          };
        })(),
      },
      args: ['--only', 'disconnectTool'],
      operation: 'disconnectTool',
      check: 'promise-repeats',
      promise: 'disconnectTool/idempotent',
    },
  ];
}
