/**
 * backend/laravel as production meets it, served by the test bed (four `php -S` workers, queue
 * workers, Reverb): the same write sent many times at once, for each promise of "at most one" (one
 * pending join request, one pending order, one seat per member, the last admin, one completion of
 * an order); writes with Reverb away; and a real `queue:work` whose reply runs past `retry_after`.
 * PHPUnit's ConcurrentWritesTest, ReverbOutageTest and AgentReplyJobTest say why each guard is
 * there; these show the guards hold across processes, on SQLite and MariaDB.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Actor } from '../../conformance/http/actor';
import { startLaravel, type LaravelApp } from '../../scripts/laravel/serve';
import { database, onDatabase, unavailable } from './support/database';

const ORIGIN = 'http://localhost:5173';
/** How many times each write is sent at once: above the server's four workers. */
const AT_ONCE = 6;

interface Answer {
  status: number;
  body: { data?: unknown; message?: string; errors?: Record<string, string[]> } & Record<
    string,
    unknown
  >;
}

async function signIn(app: LaravelApp, email: string): Promise<Actor> {
  const actor = new Actor(email, {
    baseUrl: app.baseUrl,
    origin: ORIGIN,
    timeoutMs: 60_000,
    record: (exchange) => ({ ...exchange, id: 0 }),
  });
  await actor.csrfCookie();
  const { status } = await call(actor, 'POST', '/api/login', {
    email,
    password: 'password',
  });
  if (status !== 200 && status !== 204) throw new Error(`${email} could not sign in: ${status}`);
  return actor;
}

async function call(actor: Actor, method: string, path: string, json?: unknown): Promise<Answer> {
  const exchange = await actor.call({ operationId: null, check: 'production', method, path, json });
  const text = exchange.response?.bodyText ?? '';
  return {
    status: exchange.response?.status ?? 0,
    body: text === '' ? {} : (JSON.parse(text) as Answer['body']),
  };
}

/** `call` `AT_ONCE` times at once; the answers, each as `201` or `422 field: message`. */
async function atOnce(actor: Actor, method: string, path: string, json?: unknown) {
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, () => call(actor, method, path, json)),
  );
  return answers.map(({ status, body }) =>
    status < 300
      ? status
      : `${status} ${
          Object.entries(body.errors ?? {})
            .map(([field, [message]]) => `${field}: ${message}`)
            .join('; ') || body.message
        }`,
  );
}

async function data<T>(actor: Actor, path: string): Promise<T> {
  const answer = await call(actor, 'GET', path);
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status}`);
  return answer.body.data as T;
}

interface Council {
  id: number;
  slug: string;
}

async function councilOf(actor: Actor, slug: string): Promise<Council> {
  const profile = await data<{ councils: Council[] }>(actor, '/api/profile');
  const council = profile.councils.find((c) => c.slug === slug);
  if (!council) throw new Error(`demo is not in ${slug}`);
  return council;
}

const until = async <T>(what: string, read: () => Promise<T | null>, ms = 30_000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

interface Message {
  id: number;
  role: string;
  status: string;
  content: string;
}

/** Sends a message in a new thread of demo's first agent and waits for its reply to end. */
async function replyTo(demo: Actor): Promise<{ reply: Message; sent: Answer }> {
  const agents = await data<{ id: number; agent?: { id: number } }[]>(demo, '/api/profile/agents');
  const agentId = agents[0]?.agent?.id ?? agents[0]?.id;
  const thread = await call(demo, 'POST', '/api/threads', { agent_id: agentId });
  expect(thread.status).toBe(201);
  const threadId = (thread.body.data as { id: number }).id;
  const sent = await call(demo, 'POST', `/api/threads/${threadId}/message`, {
    content: 'Is a rear extension allowed?',
  });
  const reply = await until('the reply', async () => {
    const shown = await call(demo, 'GET', `/api/threads/${threadId}`);
    const messages = (shown.body.messages as { data: Message[] }).data;
    const reply = messages.find((m) => m.role === 'assistant');
    return reply && !['pending', 'streaming'].includes(reply.status) ? reply : null;
  });
  return { reply, sent };
}

describe.skipIf(unavailable !== null)(`backend/laravel in production, ${onDatabase}`, () => {
  describe('the same write sent at once, on four web workers', () => {
    let app: LaravelApp;
    let demo: Actor;
    let member: Actor;
    beforeAll(async () => {
      // APP_DEBUG: a 500's answer names its exception.
      app = await startLaravel({ database, origin: ORIGIN, env: { APP_DEBUG: 'true' } });
      demo = await signIn(app, 'demo@example.com');
      member = await signIn(app, 'member@example.com');
    });
    afterAll(() => app?.stop());

    it('stores one pending join request; the others hear the rule', async () => {
      const riverside = await councilOf(demo, 'riverside');
      const answers = await atOnce(
        member,
        'POST',
        `/api/councils/${riverside.id}/request-join`,
        {},
      );
      expect(answers.filter((a) => a === 201)).toHaveLength(1);
      for (const answer of answers.filter((a) => a !== 201))
        expect(answer).toBe(
          '422 council: You already have a pending request to join this council.',
        );
    });

    let order: number;
    it('places one pending order of a plan; then one invoice and one set of seats', async () => {
      const riverside = await councilOf(demo, 'riverside');
      const plans = await data<{ id: number; seats: number }[]>(demo, '/api/subscriptions');
      const plan = plans.at(-1)!;
      const bought = await atOnce(demo, 'POST', `/api/subscriptions/${plan.id}/buy`, {
        council_id: riverside.id,
      });
      const orders = await data<{ id: number; status: string }[]>(
        demo,
        `/api/councils/${riverside.id}/orders?status=pending`,
      );
      const pending = orders.filter((o) => o.status === 'pending');
      expect(pending).toHaveLength(1);
      order = pending[0]!.id;
      expect(bought.filter((a) => a === 201)).toHaveLength(1);
      for (const answer of bought.filter((a) => a !== 201))
        expect(answer).toBe(
          `422 council_id: Order #${order} for this plan is already waiting for payment.`,
        );

      const seats = (await data<unknown[]>(demo, `/api/councils/${riverside.id}/licences`)).length;
      const setUps = await atOnce(demo, 'POST', `/api/payments/${order}/setup`, {
        payment_method: 'invoice',
      });
      expect(setUps.filter((a) => a === 200)).toHaveLength(1);
      for (const answer of setUps.filter((a) => a !== 200))
        expect(answer).toBe(
          '422 payment_method: This order is already invoiced: pay its invoice by transfer or by card.',
        );
      const after = await data<unknown[]>(demo, `/api/councils/${riverside.id}/licences`);
      expect(after).toHaveLength(seats + plan.seats);
    });

    it('invoices an agent bought for a council once', async () => {
      const riverside = await councilOf(demo, 'riverside');
      const paid = await data<{ id: number; council_id: number | null }[]>(
        demo,
        '/api/agents?pricing=paid&per_page=50',
      );
      const agent = paid.find((a) => a.council_id === null)!;
      const answers = await atOnce(demo, 'POST', `/api/agents/${agent.id}/buy`, {
        council_id: riverside.id,
        payment_method: 'invoice',
      });
      expect(answers.filter((a) => a === 201)).toHaveLength(1);
      for (const answer of answers.filter((a) => a !== 201))
        expect(answer).toBe('422 agent: The council already has this agent.');
      const orders = await data<{ item_id: number; type: string }[]>(
        demo,
        `/api/councils/${riverside.id}/orders?per_page=50`,
      );
      expect(orders.filter((o) => o.type === 'agent' && o.item_id === agent.id)).toHaveLength(1);
    });

    it('gives a member one seat however many are given at once', async () => {
      const northfield = await councilOf(demo, 'northfield');
      const memberId = (await data<{ id: number }>(member, '/api/profile')).id;
      const path = `/api/councils/${northfield.id}/licences`;
      for (const held of (await data<{ id: number; user_id: number | null }[]>(demo, path)).filter(
        (l) => l.user_id === memberId,
      ))
        expect((await call(demo, 'PUT', `${path}/${held.id}`, { user_id: null })).status).toBe(200);
      const free = (
        await data<{ id: number; user_id: number | null; status: string }[]>(demo, path)
      )
        .filter((l) => l.user_id === null && l.status !== 'expired')
        .slice(0, AT_ONCE);
      expect(free.length).toBeGreaterThan(1);
      const answers = await Promise.all(
        free.map((l) => call(demo, 'PUT', `${path}/${l.id}`, { user_id: memberId })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const answer of answers.filter((a) => a.status !== 200))
        expect([answer.status, answer.body.errors], answer.body.message).toEqual([
          422,
          { user_id: ['This user already holds a licence.'] },
        ]);
      const held = (await data<{ user_id: number | null }[]>(demo, path)).filter(
        (l) => l.user_id === memberId,
      );
      expect(held).toHaveLength(1);
    });

    it('keeps an admin when two admins demote each other at once', async () => {
      const northfield = await councilOf(demo, 'northfield');
      const users = `/api/councils/${northfield.id}/users`;
      const [demoId, memberId] = await Promise.all(
        [demo, member].map(async (a) => (await data<{ id: number }>(a, '/api/profile')).id),
      );
      for (let round = 0; round < 3; round++) {
        expect((await call(demo, 'PUT', `${users}/${memberId}`, { role: 'admin' })).status).toBe(
          200,
        );
        // Each demotes the other: both pass the rules' count of two admins.
        const [first, second] = await Promise.all([
          call(demo, 'PUT', `${users}/${memberId}`, { role: 'member' }),
          call(member, 'PUT', `${users}/${demoId}`, { role: 'member' }),
        ]);
        // The loser is refused by the rule (both passed the policy) or, once the winner committed,
        // by the policy (not an admin any more).
        const statuses = [first.status, second.status].sort();
        expect(statuses[0], JSON.stringify([first.body, second.body]).slice(0, 500)).toBe(200);
        expect([403, 422]).toContain(statuses[1]);
        const admins = await data<{ id: number }[]>(
          demo,
          `${users}?role=admin&status=active`,
        ).catch(() => data<{ id: number }[]>(member, `${users}?role=admin&status=active`));
        expect(admins).toHaveLength(1);
        if (admins[0]!.id !== demoId)
          expect((await call(member, 'PUT', `${users}/${demoId}`, { role: 'admin' })).status).toBe(
            200,
          );
      }
    });
  });

  describe('Reverb away', () => {
    let app: LaravelApp;
    beforeAll(async () => {
      // The broadcaster is Reverb, on a port nothing listens on.
      app = await startLaravel({
        database,
        origin: ORIGIN,
        reverb: false,
        env: { BROADCAST_CONNECTION: 'reverb' },
      });
    });
    afterAll(() => app?.stop());

    it('answers committed writes as the contract says, and replies complete', async () => {
      const demo = await signIn(app, 'demo@example.com');
      const northfield = await councilOf(demo, 'northfield');
      const invited = await call(demo, 'POST', `/api/councils/${northfield.id}/users`, {
        email: 'while.away@example.com',
        role: 'member',
      });
      expect(invited.status).toBe(201);
      const users = await data<{ email: string; status: string }[]>(
        demo,
        `/api/councils/${northfield.id}/users?search=while.away`,
      );
      expect(users.map((u) => [u.email, u.status])).toEqual([
        ['while.away@example.com', 'invited'],
      ]);

      const { reply, sent } = await replyTo(demo);
      expect(sent.status).toBe(201);
      expect(reply.status).toBe('completed');
      expect(reply.content).toMatch(/^Thank you for your question\./);
    });
  });

  describe("a reply that runs past the queue's retry_after", () => {
    let app: LaravelApp;
    beforeAll(async () => {
      // retry_after of 2 s below a reply of about 5 s (twelve pieces 400 ms apart), and a timeout
      // above both: the second queue worker takes the job again while the first still streams it.
      app = await startLaravel({
        database,
        origin: ORIGIN,
        reverb: false,
        env: { DB_QUEUE_RETRY_AFTER: '2', AGENT_REPLY_PACE_MS: '400', AGENT_REPLY_TIMEOUT: '60' },
      });
    });
    afterAll(() => app?.stop());

    it('is streamed once: the second run leaves it to the first', async () => {
      const demo = await signIn(app, 'demo@example.com');
      const { reply } = await replyTo(demo);
      expect(reply.status).toBe('completed');
      // Started again from the start, the text would be there twice.
      expect(reply.content.match(/Thank you for your question\./g)).toHaveLength(1);
      expect(reply.content).toMatch(/before you apply\.\n?$/);
    });
  });
});
