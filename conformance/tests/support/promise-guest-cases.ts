/**
 * Broken backends for the guest promises of the ip-throttled operations and the `callers: guest`
 * promises of the operations whose valid data only a mailbox or Microsoft holds: before, the run's
 * own checks spent the ip limit (6 a minute) first and the promise met a 429, or the run had no
 * accepted guest call to show, so a backend breaking these passed.
 */
import { json, withJson, type Answer } from './broken-proxy';
import { bodyOf, isPath } from './variants';
import type { PromiseCase } from './promise-account-cases';

const answer = (status: number, body: unknown): Answer => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(body)),
});

export function promiseGuestCases(): PromiseCase[] {
  return [
    {
      name: "a forgot-password that tells unknown addresses apart (Password::sendResetLink's status shown)",
      variant: {
        response: (reply, ex) => {
          if (!isPath(ex, 'POST', /^\/api\/forgot-password$/) || reply.status !== 200) return reply;
          const email = String(bodyOf(ex)?.email ?? '');
          if (!email.startsWith('nobody-')) return reply;
          return withJson(
            reply,
            {
              message: "We can't find a user with that email address.",
              errors: { email: ["We can't find a user with that email address."] },
            },
            422,
          );
        },
      },
      args: ['--only', 'forgotPassword'],
      operation: 'forgotPassword',
      check: 'promise-no-disclosure',
      promise: 'forgotPassword/same-answer',
    },
    {
      name: 'a Microsoft callback that puts a bad state on another key',
      variant: {
        response: (reply, ex) => {
          if (!isPath(ex, 'GET', /^\/api\/auth\/microsoft\/callback$/) || reply.status !== 422)
            return reply;
          const body = json(reply) as { message: string; errors?: Record<string, string[]> };
          if (!body.errors?.state) return reply;
          const { state, ...rest } = body.errors;
          return withJson(reply, { ...body, errors: { ...rest, oauth_state: state } });
        },
      },
      args: ['--only', 'microsoftCallback'],
      operation: 'microsoftCallback',
      check: 'promise-guest',
      promise: 'microsoftCallback/invalid-state',
    },
    {
      name: "a verification link taken without its signature (no 'signed' middleware)",
      variant: {
        request: (ex) =>
          isPath(ex, 'GET', /^\/api\/email\/verify\/\d+\/[0-9a-f]{40}$/)
            ? answer(200, { message: 'Email verified.' })
            : ex,
      },
      args: ['--only', 'verifyEmail'],
      operation: 'verifyEmail',
      check: 'promise-guest',
      promise: 'verifyEmail/invalid-signature',
    },
    {
      name: "a verification link behind auth:sanctum (Fortify's default), refused to a guest",
      variant: {
        request: (ex) =>
          isPath(ex, 'GET', /^\/api\/email\/verify\//)
            ? answer(401, { message: 'Unauthenticated.' })
            : ex,
      },
      args: ['--only', 'verifyEmail'],
      operation: 'verifyEmail',
      check: 'promise-callers',
      promise: 'verifyEmail/guest',
    },
  ];
}
