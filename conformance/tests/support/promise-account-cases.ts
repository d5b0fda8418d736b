/**
 * Broken backends that only the accounts per role (`--accounts`, the seed's by default) and the
 * deeper promise checks catch: a role let through that the contract refuses, a caller that is none
 * of several allowed ones let through, a council's record served through another council's path,
 * and an agent added twice (a path record taken again).
 */
import {
  withJson,
  type Answer,
  type BrokenProxy,
  type Exchange,
  type Variant,
} from './broken-proxy';
import { isPath } from './variants';

/** A broken backend for one promise: the check and the promise id the runner must name. */
export interface PromiseCase {
  name: string;
  variant: Variant;
  args: string[];
  operation: string;
  check: string;
  promise: string;
}

/** The email whose session the request carries (the proxy saw each account sign in). */
function signedInAs(proxy: BrokenProxy, ex: Exchange): string | undefined {
  const cookie = String(ex.headers.cookie ?? '');
  for (const [email, cookies] of proxy.sessions) {
    const session = cookies.split('; ').find((c) => !c.startsWith('XSRF-TOKEN='));
    if (session && cookie.includes(session)) return email;
  }
  return undefined;
}

/** A refusal for `email` answered as if the first account (demo, the council's admin) had asked. */
export function letThrough(email: string, method: string, path: RegExp) {
  return async (answer: Answer, ex: Exchange, proxy: BrokenProxy): Promise<Answer> => {
    const admin = proxy.sessions.get('demo@example.com');
    if (!isPath(ex, method, path) || answer.status !== 403 || !admin) return answer;
    if (signedInAs(proxy, ex) !== email) return answer;
    const xsrf = admin.match(/XSRF-TOKEN=([^;]+)/)?.[1];
    return proxy.forward({
      ...ex,
      headers: { ...ex.headers, cookie: admin, 'x-xsrf-token': decodeURIComponent(xsrf ?? '') },
    });
  };
}

export function promiseAccountCases(): PromiseCase[] {
  const added = new Map<string, Answer>();
  return [
    {
      name: 'a SharePoint connection a manager may start (the policy lets admins and managers in)',
      variant: {
        response: letThrough('manager@example.com', 'GET', /^\/api\/auth\/microsoft\/redirect$/),
      },
      args: ['--only', 'getMicrosoftRedirect'],
      operation: 'getMicrosoftRedirect',
      check: 'promise-callers',
      promise: 'getMicrosoftRedirect/sharepoint-admin',
    },
    {
      name: 'a payment anyone may set up (no check that the caller bought it or administers its council)',
      variant: {
        response: letThrough('nocouncil@example.com', 'POST', /^\/api\/payments\/[^/]+\/setup$/),
      },
      args: ['--only', 'buyAgent,setupPayment'],
      operation: 'setupPayment',
      check: 'promise-callers',
      promise: 'setupPayment/buyer-or-admin',
    },
    {
      name: "a council's member served through another council's path (no scopeBindings)",
      variant: {
        request: (ex) => {
          const match = /^\/api\/councils\/(\d+)\/users\/(\d+)$/.exec(ex.path.split('?')[0]!);
          // Any council the caller administers shows any user: the path's council is not checked.
          return ex.method === 'GET' && match && match[1] !== '1'
            ? { ...ex, path: `/api/councils/1/users/${match[2]}` }
            : ex;
        },
      },
      args: ['--only', 'getCouncilUser'],
      operation: 'getCouncilUser',
      check: 'promise-visibility',
      promise: 'getCouncilUser/council',
    },
    {
      name: 'an agent added to the list twice (no unique rule on the pivot)',
      variant: {
        request: (ex) =>
          isPath(ex, 'POST', /^\/api\/agents\/\d+\/add$/) ? (added.get(ex.path) ?? ex) : ex,
        response: (answer, ex) => {
          if (isPath(ex, 'POST', /^\/api\/agents\/\d+\/add$/) && answer.status < 300)
            added.set(ex.path, withJson(answer, JSON.parse(answer.body.toString())));
          return answer;
        },
      },
      args: ['--only', 'addAgent'],
      operation: 'addAgent',
      check: 'promise-unique',
      promise: 'addAgent/once',
    },
  ];
}
