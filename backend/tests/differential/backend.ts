/**
 * One backend under the differential test, as the SPA meets it: a guest, demo and member signed
 * in with Sanctum's SPA flow (the conformance runner's Actor: cookie jar, X-XSRF-TOKEN, Origin),
 * and the ids of what the seeds and the test's own set-up made there, which differ between the
 * mock and Laravel (so a case names `{folder}`, not 12).
 */
import { Actor } from '../../../conformance/http/actor';
import type { Exchange } from '../../../conformance/http/exchange';
import type { Case } from './cases';

export const ORIGIN = 'http://localhost:5173';
export const PASSWORD = 'password';

export interface Answer {
  status: number;
  /** The parsed JSON body, or the text when it is not JSON (`null` for an empty body). */
  body: unknown;
}

export interface Backend {
  name: string;
  send: (testCase: Case) => Promise<Answer>;
  ids: Record<string, number>;
}

function actor(name: string, baseUrl: string): Actor {
  let next = 0;
  return new Actor(name, {
    baseUrl,
    origin: ORIGIN,
    timeoutMs: 30_000,
    record: (exchange) => ({ ...exchange, id: ++next }) as Exchange,
  });
}

function answerOf(exchange: Exchange): Answer {
  const response = exchange.response;
  if (!response)
    throw new Error(
      `${exchange.request.method} ${exchange.request.url}: no answer (${exchange.error ?? exchange.fault})`,
    );
  if (response.bodyText === '') return { status: response.status, body: null };
  try {
    return { status: response.status, body: JSON.parse(response.bodyText) };
  } catch {
    return { status: response.status, body: response.bodyText };
  }
}

async function signedIn(name: string, baseUrl: string, email: string): Promise<Actor> {
  const user = actor(name, baseUrl);
  await user.csrfCookie();
  const login = answerOf(
    await user.call({
      operationId: 'login',
      check: 'differential',
      method: 'POST',
      path: '/api/login',
      json: { email, password: PASSWORD },
    }),
  );
  if (login.status >= 300)
    throw new Error(
      `${baseUrl}: ${email} could not sign in: ${login.status} ${JSON.stringify(login.body)}`,
    );
  return user;
}

async function json<T>(user: Actor, method: string, path: string, body?: unknown): Promise<T> {
  const answer = answerOf(
    await user.call({ operationId: null, check: 'differential set-up', method, path, json: body }),
  );
  if (answer.status >= 300)
    throw new Error(`set-up ${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

type Data<T> = { data: T };

/**
 * Signs the actors in and makes, as demo, the records the cases refer to: two folders (the second
 * is renamed to the first's name), a thread with demo's first agent, and the ids of demo's council
 * and of member in it.
 */
export async function connect(name: string, baseUrl: string): Promise<Backend> {
  const guest = actor('guest', baseUrl);
  // A guest with the CSRF cookie: past the 419, so the next refusal shows.
  const visitor = actor('visitor', baseUrl);
  await visitor.csrfCookie();
  const demo = await signedIn('demo', baseUrl, 'demo@example.com');
  const member = await signedIn('member', baseUrl, 'member@example.com');

  const profile = await json<
    Data<{
      id: number;
      current_council_id?: number | null;
      current_council?: { id: number } | null;
      councils?: { id: number; role: string }[];
    }>
  >(demo, 'GET', '/api/profile');
  const council = profile.data.current_council_id ?? profile.data.current_council?.id;
  if (!council) throw new Error(`${baseUrl}: demo has no current council`);
  const agents = await json<Data<{ id: number; agent?: { id: number } }[]>>(
    demo,
    'GET',
    '/api/profile/agents',
  );
  const agent = agents.data[0]?.agent?.id ?? agents.data[0]?.id;
  const users = await json<Data<{ id: number; email: string }[]>>(
    demo,
    'GET',
    `/api/councils/${council}/users?per_page=100`,
  );
  const memberId = users.data.find((user) => user.email === 'member@example.com')?.id;
  if (!agent || !memberId)
    throw new Error(`${baseUrl}: demo has no agent, or member is not in demo's council`);
  const folder = await json<Data<{ id: number }>>(demo, 'POST', '/api/folders', {
    name: 'Differential A',
  });
  const folderB = await json<Data<{ id: number }>>(demo, 'POST', '/api/folders', {
    name: 'Differential B',
  });
  const thread = await json<Data<{ id: number }>>(demo, 'POST', '/api/threads', {
    agent_id: agent,
  });
  const memberAgents = await json<Data<{ id: number; agent?: { id: number } }[]>>(
    member,
    'GET',
    '/api/profile/agents',
  );
  const memberAgent = memberAgents.data[0]?.agent?.id ?? memberAgents.data[0]?.id;
  if (!memberAgent) throw new Error(`${baseUrl}: member has no agent`);
  const soleCouncil = await councilWithSoleAdmin(
    demo,
    profile.data.id,
    profile.data.councils ?? [],
  );
  const joinCouncil = await councilWithoutMember(demo, profile.data.councils ?? []);
  const licences = await json<Data<{ id: number; status: string }[]>>(
    demo,
    'GET',
    `/api/councils/${council}/licences`,
  );
  const licence = licences.data.find((row) => row.status !== 'expired')?.id;
  if (!licence) throw new Error(`${baseUrl}: demo's council has no licence that has not expired`);
  const plans = await json<Data<{ id: number }[]>>(demo, 'GET', '/api/subscriptions');
  const plan = plans.data[0]?.id;
  if (!plan) throw new Error(`${baseUrl}: there are no subscription plans`);
  const ids = {
    memberAgent,
    joinCouncil,
    licence,
    plan,
    demo: profile.data.id,
    member: memberId,
    council,
    soleCouncil,
    agent,
    folder: folder.data.id,
    folderB: folderB.data.id,
    thread: thread.data.id,
  };

  const actors = { guest, visitor, demo, member };
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => {
      if (!(key in ids)) throw new Error(`a case names {${key}}, which the set-up did not make`);
      return String(ids[key as keyof typeof ids]);
    });
  // In a body, a whole string `{folder}` is that id as a number; inside a longer string, its digits.
  const withIds = (value: unknown): unknown => {
    if (typeof value === 'string')
      return /^\{\w+\}$/.test(value) ? Number(fill(value)) : fill(value);
    if (Array.isArray(value)) return value.map(withIds);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withIds(v)]));
    return value;
  };
  const sendOnce = async (testCase: Case) => {
    let user: Actor;
    if (testCase.actor === 'newcomer') {
      user = actor('newcomer', baseUrl);
      await user.csrfCookie();
    } else user = actors[testCase.actor];
    return answerOf(
      await user.call({
        operationId: null,
        check: 'differential',
        method: testCase.method,
        path: fill(testCase.path),
        query:
          testCase.query &&
          Object.fromEntries(
            Object.entries(testCase.query).map(([k, v]) => [
              k,
              typeof v === 'string' ? fill(v) : v,
            ]),
          ),
        json: testCase.json === undefined ? undefined : withIds(testCase.json),
        raw: testCase.raw?.body,
        files: testCase.files?.map((file) => ({
          ...file,
          content:
            typeof file.content === 'number'
              ? Buffer.alloc(file.content, 'Minutes of the meeting.\n')
              : Buffer.from(file.content),
        })),
        contentType: testCase.raw?.contentType,
        xsrf: testCase.xsrf,
        // A guest keeps no cookies: the answers of one case must not sign it in for the next.
        cookies: testCase.actor !== 'guest',
      }),
    );
  };
  return {
    name,
    ids,
    send: async (testCase) => {
      for (let sent = 1; sent < (testCase.repeat ?? 1); sent++) await sendOnce(testCase);
      return sendOnce(testCase);
    },
  };
}

/**
 * A password change as a user with two sessions meets it (the contract: "other sessions of the user
 * are then signed out"): both sign in and read the profile, as the SPA does after signing in, the
 * first changes the password, then each reads the profile again. (Laravel's check, Sanctum's
 * AuthenticateSession, compares the password hash a session stored on its last request: a session
 * that made no request after signing in is not signed out. The SPA always makes one.)
 */
export async function passwordChangeSeen(
  baseUrl: string,
  email: string,
  password: string,
): Promise<{ change: number; thisSession: number; otherSession: number }> {
  const here = await signedIn(`${email} here`, baseUrl, email);
  const there = await signedIn(`${email} elsewhere`, baseUrl, email);
  const status = async (user: Actor, method: string, body?: unknown) =>
    answerOf(
      await user.call({
        operationId: null,
        check: 'differential',
        method,
        path: '/api/profile',
        json: body,
      }),
    ).status;
  for (const user of [here, there])
    if ((await status(user, 'GET')) !== 200)
      throw new Error(`${baseUrl}: ${email} cannot read the profile`);
  const change = await status(here, 'PUT', {
    current_password: PASSWORD,
    password,
    password_confirmation: password,
  });
  return {
    change,
    thisSession: await status(here, 'GET'),
    otherSession: await status(there, 'GET'),
  };
}

/** A council demo administers alone (demoting demo there must be refused), whatever the seed calls it. */
async function councilWithSoleAdmin(
  demo: Actor,
  demoId: number,
  councils: { id: number; role: string }[],
): Promise<number> {
  for (const council of councils.filter((c) => c.role === 'admin')) {
    const users = await json<Data<{ id: number; role: string; status: string }[]>>(
      demo,
      'GET',
      `/api/councils/${council.id}/users?per_page=100`,
    );
    const admins = users.data.filter((user) => user.role === 'admin' && user.status === 'active');
    if (admins.length === 1 && admins[0]!.id === demoId) return council.id;
  }
  throw new Error('demo administers no council alone');
}

/** A council demo administers and member is not in: where member asks to join. */
async function councilWithoutMember(
  demo: Actor,
  councils: { id: number; role: string }[],
): Promise<number> {
  for (const council of councils.filter((c) => c.role === 'admin')) {
    const users = await json<Data<{ email: string }[]>>(
      demo,
      'GET',
      `/api/councils/${council.id}/users?per_page=100`,
    );
    if (!users.data.some((user) => user.email === 'member@example.com')) return council.id;
  }
  throw new Error('member is in every council demo administers');
}
