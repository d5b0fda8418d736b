/**
 * Broken backends for the message controls (stop, regenerate, edit) that only the runner's thread
 * with an exchange in it (checks/promise-message-controls.ts) catches: each breaks one promise the
 * way a Laravel backend would, on the mock behind a proxy.
 */
import { json, withJson, type Answer, type Exchange } from './broken-proxy';
import { letThrough, type PromiseCase } from './promise-account-cases';
import { bodyOf, isPath } from './variants';
import { dropping } from './promise-broadcast-cases';
import type { RelayTransform } from './ws-relay';

type Row = Record<string, unknown>;
type Thread = { data: Row; messages: { data: Row[] } & Row };

const MESSAGE = /^\/api\/threads\/\d+\/messages\/\d+$/;
const THREAD = /^\/api\/threads\/\d+(\?.*)?$/;

/** getThread's answer with its messages changed by `change`. */
const threadRead =
  (change: (messages: Row[]) => Row[]) =>
  (answer: Answer, ex: Exchange): Answer => {
    if (!isPath(ex, 'GET', THREAD) || answer.status !== 200) return answer;
    const body = json(answer) as Thread;
    return withJson(answer, {
      ...body,
      messages: { ...body.messages, data: change(body.messages.data) },
    });
  };

const versionsOf = (row: Row) => (Array.isArray(row.versions) ? (row.versions as Row[]) : []);

export function promiseMessageCases(): (PromiseCase & { relay?: RelayTransform })[] {
  return [
    {
      name: "another user may stop the owner's reply (the policy checks membership, not ownership)",
      variant: {
        response: letThrough(
          'member@example.com',
          'POST',
          /^\/api\/threads\/\d+\/messages\/\d+\/stop$/,
        ),
      },
      args: ['--only', 'stopThreadMessage'],
      operation: 'stopThreadMessage',
      check: 'promise-callers',
      promise: 'stopThreadMessage/owner',
    },
    {
      name: 'a stop that throws away the text streamed so far',
      variant: {
        response: threadRead((rows) =>
          rows.map((row) => (row.stopped_at ? { ...row, content: '' } : row)),
        ),
      },
      args: ['--only', 'stopThreadMessage'],
      operation: 'stopThreadMessage',
      check: 'promise-keeps',
      promise: 'stopThreadMessage/keeps-text',
    },
    {
      name: 'a stop whose message.stopped never reaches the thread',
      variant: {},
      relay: dropping('message.stopped'),
      // A Reverb that drops the event (the stop is seen while the reply streams, at this file's pace).
      args: ['--realtime', '--only', 'stopThreadMessage'],
      operation: 'stopThreadMessage',
      check: 'promise-broadcasts',
      promise: 'stopThreadMessage/broadcasts',
    },
    {
      name: 'a regenerated reply that lists its versions newest first',
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'POST', /\/regenerate$/) || answer.status !== 201) return answer;
          const body = json(answer) as { data: Row };
          const versions = [...versionsOf(body.data)].reverse();
          return withJson(answer, { data: { ...body.data, versions } });
        },
      },
      args: ['--only', 'regenerateThreadMessage'],
      operation: 'regenerateThreadMessage',
      check: 'promise-order',
      promise: 'regenerateThreadMessage/versions-order',
    },
    {
      name: "a thread whose list keeps a regenerated reply's earlier version (no superseded scope)",
      variant: {
        response: threadRead((rows) =>
          rows.flatMap((row) =>
            row.role === 'assistant'
              ? [
                  row,
                  ...versionsOf(row)
                    .filter((v) => v.id !== row.id)
                    .map((v) => ({ ...row, ...v })),
                ]
              : [row],
          ),
        ),
      },
      args: ['--only', 'regenerateThreadMessage'],
      operation: 'regenerateThreadMessage',
      check: 'promise-removes',
      promise: 'regenerateThreadMessage/replaces-in-list',
    },
    {
      name: 'an edited message that no longer shows its earlier version in versions',
      variant: {
        response: threadRead((rows) =>
          rows.map((row) =>
            row.role === 'user' && versionsOf(row).length > 0
              ? { ...row, versions: versionsOf(row).filter((v) => v.id === row.id) }
              : row,
          ),
        ),
      },
      args: ['--only', 'updateThreadMessage'],
      operation: 'updateThreadMessage',
      check: 'promise-keeps',
      promise: 'updateThreadMessage/keeps-versions',
    },
    {
      name: 'an edit that finds the message by id alone (no scoped binding): 422, not 404',
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'PUT', MESSAGE) || answer.status !== 404) return answer;
          return withJson(
            answer,
            {
              message: 'Only your latest message can be edited.',
              errors: { message: ['Only your latest message can be edited.'] },
            },
            422,
          );
        },
      },
      args: ['--only', 'updateThreadMessage'],
      operation: 'updateThreadMessage',
      check: 'promise-visibility',
      promise: 'updateThreadMessage/message-of-thread',
    },
    {
      name: 'an edit that takes the version from the body ($request->all())',
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'PUT', MESSAGE) || answer.status !== 200) return answer;
          const sent = bodyOf(ex);
          if (typeof sent?.version !== 'number') return answer;
          const body = json(answer) as { data: Row };
          return withJson(answer, { data: { ...body.data, version: sent.version } });
        },
      },
      args: ['--only', 'updateThreadMessage'],
      operation: 'updateThreadMessage',
      check: 'promise-settable',
      promise: 'updateThreadMessage/settable',
    },
  ];
}
