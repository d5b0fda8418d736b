// @vitest-environment node
/**
 * Every request example of the contract, sent as it is written to the mock server (a fresh seed
 * for each), signed in with a role that may call the operation and on seeded path ids, must get
 * the operation's documented success. So the examples a backend developer, Dredd or the
 * conformance runner reads are ones the mock accepts, and they cannot drift apart again.
 *
 * The table below says, per operation, who calls it and on which seeded ids; `prepare` puts in
 * place what an example presumes (a reset token issued, a pending invitation) without touching
 * the example itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bundle from '@/generated/openapi.json';
import { COUNCILS, PLANS } from '@mocks/db/seed-ids';
import type { MockState } from '@mocks/laravel/mock-state';
import { JarClient, startMockHttpServer, type RunningMockServer } from '../mocks/server-harness';

interface Caller {
  /** Who signs in (null: a guest). */
  user: string | null;
  /** Seeded values for the path's parameters. */
  params?: Record<string, string | number>;
  /** Puts in place what an example presumes, on the fresh seed. */
  prepare?(state: MockState, example: Record<string, unknown>): Promise<void> | void;
  /** Another caller for one example of the operation (by the example's name). */
  examples?: Record<string, Omit<Caller, 'examples'>>;
}

const DEMO = 'demo@example.com';
const DEMOS_DRAFT_AGENT = 4;
const NORTHWIND_AGENT = 1;
/** Local Plan Consultation Summariser: paid, not demo's. */
const PAID_AGENT = 5;
/** Demo's pending order (a Complaints Responder purchase). */
const PENDING_ORDER = 7;
/** Northwind's licences: an unassigned Team seat, and one held by a member. */
const FREE_LICENCE = 10;
const ASSIGNED_LICENCE = 9;
const NORTHWIND_MEMBER_WITHOUT_LICENCE = 13;
/** new.clerk@example.com, invited to Northwind (the seed's passwordless invitee). */
const NORTHWIND_INVITEE = 34;

/** A user message the updateThreadMessage example edits (put in place by its `prepare`). */
const EDITED_MESSAGE = 900_001;

const CALLERS: Record<string, Caller> = {
  register: { user: null },
  login: { user: null },
  requestRegistration: { user: null },
  forgotPassword: { user: null },
  resetPassword: {
    user: null,
    async prepare(state, example) {
      await state.db.passwordResets.create({
        email: String(example.email).toLowerCase(),
        token: String(example.token),
        created_at: state.now().toISOString(),
      });
    },
  },
  updateProfile: { user: DEMO },
  updateProfileAgent: { user: DEMO, params: { agent: NORTHWIND_AGENT } },
  callToolFunction: { user: DEMO, params: { tool: 'google-calendar', function: 'list_events' } },
  sendFeedback: { user: DEMO },
  setupPayment: { user: DEMO, params: { payment: PENDING_ORDER } },
  authorizeBroadcasting: { user: DEMO },
  createAgent: { user: DEMO },
  updateAgent: { user: DEMO, params: { agent: DEMOS_DRAFT_AGENT } },
  previewAgent: { user: DEMO, params: { agent: DEMOS_DRAFT_AGENT } },
  uploadAgentFile: { user: DEMO, params: { agent: DEMOS_DRAFT_AGENT } },
  buyAgent: { user: DEMO, params: { agent: PAID_AGENT } },
  createThread: { user: DEMO },
  updateThread: { user: DEMO, params: { thread: 2 } },
  sendThreadMessage: {
    user: DEMO,
    params: { thread: 2 },
    // `file_ids` name files uploaded to the thread beforehand (uploadThreadFiles), not yet attached.
    async prepare(state, example) {
      for (const id of (example.file_ids as number[] | undefined) ?? []) {
        await state.db.threadFiles.put(id, {
          id,
          thread_id: 2,
          message_id: null,
          name: 'site-plan.pdf',
          size: 2048,
          mime_type: 'application/pdf',
          created_at: state.now().toISOString(),
        });
      }
    },
  },
  uploadThreadFiles: { user: DEMO, params: { thread: 2 } },
  updateThreadMessage: {
    user: DEMO,
    params: { thread: 2, message: EDITED_MESSAGE },
    // The example edits the caller's latest message of the thread: put one there, newest of all.
    async prepare(state) {
      const at = state.now().toISOString();
      await state.db.messages.put(EDITED_MESSAGE, {
        id: EDITED_MESSAGE,
        thread_id: 2,
        role: 'user',
        content: 'Is a rear extension of 4 metres permitted development?',
        status: 'completed',
        error: null,
        created_at: at,
        updated_at: at,
      });
    },
  },
  createFolder: { user: DEMO },
  updateFolder: { user: DEMO, params: { folder: 1 } },
  createCouncil: { user: DEMO },
  acceptInvitation: {
    user: null,
    examples: { existingAccount: { user: 'nocouncil@example.com' } },
  },
  updateCouncil: { user: DEMO, params: { council: COUNCILS.northwind } },
  requestJoinCouncil: {
    user: DEMO,
    params: { council: COUNCILS.harbor },
    // The example's code is Northwind's join code; Paul Partner is not a member there.
    examples: {
      withCode: { user: 'partner@example.com', params: { council: COUNCILS.northwind } },
    },
  },
  decideJoinRequest: { user: DEMO, params: { council: COUNCILS.northwind, joinRequest: 1 } },
  uploadCouncilFile: { user: DEMO, params: { council: COUNCILS.northwind } },
  inviteCouncilUser: { user: DEMO, params: { council: COUNCILS.northwind } },
  resendCouncilInvitation: {
    user: DEMO,
    params: { council: COUNCILS.northwind, user: NORTHWIND_INVITEE },
  },
  updateCouncilUser: {
    user: DEMO,
    params: { council: COUNCILS.northwind, user: NORTHWIND_MEMBER_WITHOUT_LICENCE },
  },
  updateCouncilLicence: {
    user: DEMO,
    params: { council: COUNCILS.northwind, licence: FREE_LICENCE },
    examples: {
      unassign: { user: DEMO, params: { council: COUNCILS.northwind, licence: ASSIGNED_LICENCE } },
    },
  },
  // Northwind's order for the Council plan waits for payment (one per plan): the example buys another.
  buySubscription: { user: DEMO, params: { subscription: PLANS.enterprise } },
  updateCouncilAgent: {
    user: DEMO,
    params: { council: COUNCILS.northwind, agent: NORTHWIND_AGENT },
  },
  uploadCouncilAgentFile: {
    user: DEMO,
    params: { council: COUNCILS.northwind, agent: NORTHWIND_AGENT },
  },
  linkCouncilAgentSharepoint: {
    user: DEMO,
    params: { council: COUNCILS.northwind, agent: NORTHWIND_AGENT },
  },
  updateCouncilAgentUsers: {
    user: DEMO,
    params: { council: COUNCILS.northwind, agent: NORTHWIND_AGENT },
  },
};

interface Media {
  examples?: Record<string, { value: unknown }>;
}
interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, unknown>;
}

const cases: {
  operationId: string;
  method: string;
  path: string;
  type: string;
  name: string;
  value: unknown;
  success: number[];
}[] = [];
for (const [path, item] of Object.entries(
  bundle.paths as unknown as Record<string, Record<string, Operation>>,
)) {
  for (const [method, operation] of Object.entries(item)) {
    if (!operation.requestBody) continue;
    const success = Object.keys(operation.responses)
      .map(Number)
      .filter((s) => s >= 200 && s < 300);
    for (const [type, media] of Object.entries(operation.requestBody.content)) {
      for (const [name, example] of Object.entries(media.examples ?? {}))
        cases.push({
          operationId: operation.operationId,
          method: method.toUpperCase(),
          path,
          type,
          name,
          value: example.value,
          success,
        });
    }
  }
}

/** A multipart example's `(binary contents of NAME)` placeholders become files of that name. */
function formOf(value: Record<string, unknown>): FormData {
  const form = new FormData();
  const add = (key: string, item: unknown) => {
    const placeholder =
      typeof item === 'string' ? /^\(binary contents of (.+)\)$/.exec(item) : null;
    if (placeholder) form.append(key, new File([`%PDF-1.4 ${placeholder[1]}`], placeholder[1]!));
    else form.append(key, String(item));
  };
  for (const [key, item] of Object.entries(value)) {
    if (Array.isArray(item)) for (const one of item) add(key, one);
    else add(key, item);
  }
  return form;
}

let mock: RunningMockServer;
beforeAll(async () => {
  mock = await startMockHttpServer();
});
afterAll(() => mock.close());

describe('the contract’s request examples against the mock', () => {
  it('covers every operation that takes a body, each with at least one example', () => {
    const withBody = new Set(cases.map((c) => c.operationId));
    expect(Object.keys(CALLERS).sort()).toEqual([...withBody].sort());
    expect(cases.length).toBeGreaterThan(60);
  });

  for (const example of cases) {
    it(`${example.operationId} "${example.name}" gets ${example.success.join(' or ')}`, async () => {
      const operationCaller = CALLERS[example.operationId];
      expect(operationCaller, `no caller for ${example.operationId}`).toBeDefined();
      const caller = { ...operationCaller, ...operationCaller!.examples?.[example.name] };
      await mock.state.reset();
      await caller.prepare?.(mock.state, example.value as Record<string, unknown>);
      const client = new JarClient(mock.origin);
      if (caller.user) await client.signIn(caller.user);
      else await client.request('GET', '/sanctum/csrf-cookie');

      const path = example.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const value = caller.params?.[name];
        if (value === undefined)
          throw new Error(`${example.operationId}: no seeded value for {${name}}`);
        return encodeURIComponent(String(value));
      });
      const multipart = example.type === 'multipart/form-data';
      const response = await client.request(example.method, path, {
        headers: {
          'X-XSRF-TOKEN': client.xsrf,
          ...(!multipart && { 'Content-Type': example.type }),
        },
        body: multipart
          ? formOf(example.value as Record<string, unknown>)
          : JSON.stringify(example.value),
      });
      const text = await response.text();
      expect(example.success, `${response.status} ${text}`).toContain(response.status);
    });
  }
});
