/**
 * The one place where the mock backend's cross-cutting rules live. `defineOperation(id, resolver)`
 * wraps a resolver in, in Laravel's middleware order: fault injection and latency, reading the
 * input as Laravel does (./request-input.ts), the CSRF check (419, which sets no new XSRF
 * cookie), the session check (401), route model binding (404 for a malformed id or one that names
 * no record, worded as Laravel words it from ./models.ts; before it the operation's `x-throttle`,
 * ./throttle.ts), the council role policy from
 * `x-council-roles` and the operation's own policy on its path's records (403, before the rules as
 * a FormRequest's authorize() runs), query/body validation with the generated zod schemas (422 in
 * Laravel's words from ./laravel-messages.ts, `uniqueItems` as ./distinct.ts, unknown keys
 * dropped), then the resolver (whose bare `notFound()` is worded for the path's model here), then
 * validation of the response body against the contract.
 * Resolvers only express the operation's own behaviour.
 */
import type * as contract from '@/generated/zod';
import { operations, type OperationId, type OperationInfo } from '@/generated/operations';
import { zodModuleByTag, type ZodTag } from '@/generated/zod-by-tag';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { MockState } from './mock-state';
import { coerceBySchema } from './coerce';
import {
  csrfMismatch,
  forbidden,
  HttpError,
  RecordNotFound,
  unauthenticated,
  validationError,
} from './errors';
import { distinctErrors } from './distinct';
import { laravelErrors } from './laravel-messages';
import { confirmedErrors, withConfirmations, withOwnConfirmations } from './confirmed';
import { jsonResponse } from './json-response';
import { csrfTokenOf, readInput, readQuery, type Input } from './request-input';
import { firstUnbound, missingRecord, parsePath } from './route-binding';
import { appendSessionCookies, resolveSession } from './request-session';
import type { Session } from './session';
import { hitThrottle, throttleKey, throttleOf } from './throttle';

// json-response.test.ts imports utf8Length from here.
export { utf8Length } from './json-response';

type Schemas = typeof contract;
type Pascal<S extends string> = Capitalize<S>;
type Parsed<K extends string> = K extends keyof Schemas
  ? Schemas[K] extends z.ZodType
    ? z.output<Schemas[K]>
    : never
  : undefined;

export type ParamsOf<Op extends OperationId> = Parsed<`${Pascal<Op>}Params`>;
export type QueryOf<Op extends OperationId> = Parsed<`${Pascal<Op>}QueryParams`>;
export type BodyOf<Op extends OperationId> = Parsed<`${Pascal<Op>}Body`>;
export type ResponseOf<Op extends OperationId> = Parsed<`${Pascal<Op>}Response`>;

export type MockUser = NonNullable<ReturnType<MockState['db']['users']['get']>>;
export type MockMembership = NonNullable<ReturnType<MockState['db']['memberships']['get']>>;

export interface OperationContext<Op extends OperationId> {
  readonly operation: OperationInfo;
  readonly request: Request;
  readonly params: ParamsOf<Op>;
  readonly query: QueryOf<Op>;
  readonly body: BodyOf<Op>;
  readonly state: MockState;
  readonly db: MockState['db'];
  readonly session: Session;
  /** The signed-in user; the wrapper already answered 401 when the operation needs one. */
  readonly user: MockUser | null;
  /** The caller's membership of the `{council}` in the path, for operations with x-council-roles. */
  readonly membership: MockMembership | null;
  /** Signs the session in as `userId` (null signs out), rotating the session as Laravel does. */
  signIn(userId: number | null): void;
  /** The request's URL without query, for pagination links. */
  readonly url: URL;
}

export interface Reply<B> {
  status?: number;
  body?: B;
  headers?: Record<string, string>;
}

export type Resolver<Op extends OperationId> = (
  ctx: OperationContext<Op>,
) => Promise<Reply<ResponseOf<Op>> | Response> | Reply<ResponseOf<Op>> | Response;

/** What a policy checked before the rules can read: the path's records, the caller, the data. */
export interface AuthorizeContext<Op extends OperationId> {
  readonly params: ParamsOf<Op>;
  readonly user: MockUser | null;
  readonly db: MockState['db'];
}

export interface OperationOptions<Op extends OperationId> {
  /**
   * The operation's own policy on the records of its path (a thread's owner, an agent's author):
   * run before the query and body are validated, as a FormRequest's authorize() runs before its
   * rules or a controller's `$this->authorize()` before `validate()`. It throws forbidden() (403).
   */
  authorize?: (ctx: AuthorizeContext<Op>) => void;
}

export interface DefinedOperation {
  operationId: OperationId;
  /** Builds the msw handler for a given mock state and API origin. */
  handler(state: MockState, origin: string): HttpHandler;
}

interface OperationSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

/**
 * An operation's generated schemas, from its tag's module, imported with the area's first request:
 * building every area's schemas up front was most of the in-browser mock's start-up (issue 23).
 */
function loadSchemas(operation: OperationInfo): Promise<OperationSchemas> {
  const load = zodModuleByTag[operation.tag as ZodTag] as (() => Promise<object>) | undefined;
  if (!load)
    throw new Error(
      `defineOperation: no zod module for the tag "${operation.tag}" of ${operation.operationId}`,
    );
  return load().then((module) => {
    const registry = module as Record<string, z.ZodType | undefined>;
    const prefix = `${operation.operationId.charAt(0).toUpperCase()}${operation.operationId.slice(1)}`;
    return {
      params: registry[`${prefix}Params`],
      query: registry[`${prefix}QueryParams`],
      body: registry[`${prefix}Body`],
      response: registry[`${prefix}Response`],
    };
  });
}

export function defineOperation<Op extends OperationId>(
  operationId: Op,
  resolver: Resolver<Op>,
  options: OperationOptions<Op> = {},
): DefinedOperation {
  const operation = operations.find((op) => op.operationId === operationId) as
    OperationInfo | undefined;
  if (!operation) throw new Error(`defineOperation: ${operationId} is not in the contract`);
  const mswPath = operation.path.replace(/\{([^}]+)\}/g, ':$1');
  let schemas: Promise<OperationSchemas> | null = null;
  const schemasLoaded = () =>
    (schemas ??= loadSchemas(operation).catch((error: unknown) => {
      // A chunk that failed to load (the network) is asked for again by the next request.
      schemas = null;
      throw error;
    }));

  return {
    operationId,
    handler(state, origin) {
      const method = operation.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      // A test's gate (Faults.hold) holds the response worked out, as a slow network would.
      return http[method](`${origin}${mswPath}`, async (info) =>
        state.faults.gate(operationId, await respond(info)),
      );

      async function respond({
        request,
        params,
        cookies,
      }: {
        request: Request;
        params: Record<string, unknown>;
        cookies: Record<string, string>;
      }) {
        const faulted = await state.faults.apply(operationId);
        if (faulted) return faulted;
        const session = resolveSession(state, cookies);
        try {
          const loaded = await schemasLoaded();
          const reply = await run(request, params as Record<string, string>, session, loaded);
          return finish(reply, session, loaded.response);
        } catch (error) {
          // Laravel's VerifyCsrfToken throws before it queues the XSRF-TOKEN cookie: a 419 sets none.
          if (error instanceof HttpError)
            return finish(
              HttpResponse.json(error.body, { status: error.status }),
              session,
              undefined,
              error.status !== 419,
            );
          throw error;
        }
      }

      async function run(
        request: Request,
        rawParams: Record<string, string>,
        session: Session,
        schemas: OperationSchemas,
      ) {
        const { params: paramsSchema, query: querySchema, body: bodySchema } = schemas;
        const input = await readInput(request, bodySchema);
        if (operation!.xsrf && csrfTokenOf(request, input) !== session.xsrfToken)
          throw csrfMismatch();
        const user = session.userId === null ? null : (state.db.users.get(session.userId) ?? null);
        if (operation!.auth && !user) throw unauthenticated();
        // ThrottleRequests comes after the session and before route model binding: a 404 counts too.
        const throttle = throttleOf(operationId);
        if (throttle) {
          const key = throttleKey(throttle, { userId: user?.id ?? null, body: input });
          const limited = hitThrottle(state.db, operationId, throttle, key, state.now().getTime());
          if (limited) return limited;
        }

        const params = parsePath(operation!.path, paramsSchema, rawParams);
        // Route model binding (SubstituteBindings) runs before the controller and its FormRequest.
        const unbound = firstUnbound(
          state.db,
          operation!.path,
          rawParams,
          params as Record<string, unknown>,
        );
        if (unbound) throw unbound;
        // The council policy before the rules, as a FormRequest's authorize() runs before them. It
        // names the council in the path; an operation without one (buyAgent) names it in its body's
        // `council_id`, and applies only when one is given (an unknown one is the rules' 422).
        const pathCouncil = (params as { council?: number }).council;
        let membership = pathCouncil === undefined ? null : authorizeCouncil(pathCouncil, user!);
        if (options.authorize) {
          const authorize = options.authorize;
          await wordedNotFound(rawParams, params, () =>
            authorize({ params, user, db: state.db } as AuthorizeContext<Op>),
          );
        }
        const url = new URL(request.url);
        const query = parseQuery(querySchema, coerceBySchema(querySchema, readQuery(url)));
        const body = validateBody(input, bodySchema, operation!.distinct, operation!.confirms);
        const bodyCouncil =
          (body as { council_id?: number | null } | undefined)?.council_id ?? null;
        if (pathCouncil === undefined && bodyCouncil !== null && state.db.councils.get(bodyCouncil))
          membership = authorizeCouncil(bodyCouncil, user!);

        const ctx = {
          operation: operation!,
          request,
          params,
          query,
          body,
          state,
          db: state.db,
          session,
          user,
          membership,
          url: new URL(url.pathname, url.origin),
          signIn: (userId: number | null) => state.sessions.signIn(session, userId),
        } as unknown as Parameters<Resolver<Op>>[0];
        // Laravel's Broadcast::socket($request): what the resolver broadcasts skips the acting socket.
        return wordedNotFound(rawParams, params, () =>
          state.realtime.fromRequest(request.headers.get('X-Socket-ID'), () => resolver(ctx)),
        );
      }

      /** Runs a policy or the resolver, wording its bare `notFound()` for the path's model. */
      async function wordedNotFound<T>(
        rawParams: Record<string, string>,
        params: unknown,
        run: () => T,
      ): Promise<Awaited<T>> {
        try {
          return await run();
        } catch (error) {
          if (error instanceof RecordNotFound)
            throw (
              missingRecord(
                state.db,
                operation!.path,
                rawParams,
                params as Record<string, unknown>,
              ) ?? error
            );
          throw error;
        }
      }

      /** The caller's membership of the council, when the operation's x-council-roles let its role act; else 403. */
      function authorizeCouncil(councilId: number, user: MockUser): MockMembership | null {
        if (!operation!.councilRoles) return null;
        const membership =
          state.db.memberships.find(
            (m) => m.council_id === councilId && m.user_id === user.id && m.status === 'active',
          ) ?? null;
        if (!membership || !operation!.councilRoles.includes(membership.role)) throw forbidden();
        return membership;
      }

      /**
       * Checks a success body against the contract, then builds the response with the session
       * cookies in its init: a browser's Response drops Set-Cookie appended after construction,
       * and msw forwards only the cookies given at construction.
       */
      function finish(
        reply: Reply<unknown> | Response,
        session: Session,
        responseSchema: z.ZodType | undefined,
        xsrfCookie = true,
      ): Response {
        if (!(reply instanceof Response)) {
          const status =
            reply.status ?? (reply.body === undefined ? 204 : operation!.successStatus);
          const violation =
            status === operation!.successStatus
              ? contractViolation(responseSchema, reply.body)
              : null;
          if (violation) {
            console.error(violation);
            return HttpResponse.json({ message: violation }, { status: 500 });
          }
          const headers = new Headers(reply.headers);
          appendSessionCookies(state, headers, session, xsrfCookie);
          if (reply.body === undefined) return new HttpResponse(null, { status, headers });
          return jsonResponse(reply.body, status, headers);
        }
        const headers = new Headers(reply.headers);
        appendSessionCookies(state, headers, session, xsrfCookie);
        return new HttpResponse(reply.body, {
          status: reply.status,
          statusText: reply.statusText,
          headers,
        });
      }

      function contractViolation(
        responseSchema: z.ZodType | undefined,
        body: unknown,
      ): string | null {
        if (!responseSchema || body === undefined) return null;
        const result = responseSchema.safeParse(body);
        return result.success
          ? null
          : `Mock ${operationId} broke the contract: ${JSON.stringify(result.error.issues)}`;
      }
    },
  };
}

function parseQuery<T>(schema: z.ZodType | undefined, input: Record<string, unknown>): T {
  if (!schema) return input as T;
  const result = schema.safeParse(input);
  if (result.success) return result.data as T;
  throw validationError(laravelErrors(schema, input, result.error.issues));
}

/**
 * Unknown keys are dropped (Laravel's validated() holds only the keys it has rules for). The
 * `distinct` items zod cannot see fail in the same 422 as the fields zod refused, as Laravel
 * reports every failing field at once. A confirmation (`x-confirms`) is never judged alone: the
 * schema sees it as its base's value, and a mismatch is the base field's (here with the other
 * refused fields; else the handler's, beside its own cross-field errors).
 */
function validateBody(
  input: Input,
  schema: z.ZodType | undefined,
  distinct: readonly string[] | undefined,
  confirms: Readonly<Record<string, string>> | undefined,
): unknown {
  if (!schema) return input;
  const result = schema.safeParse(withConfirmations(input, confirms));
  const errors = result.success ? {} : laravelErrors(schema, input, result.error.issues);
  for (const [key, messages] of Object.entries(distinctErrors(input, distinct)))
    errors[key] = [...(errors[key] ?? []), ...messages];
  if (!result.success || Object.keys(errors).length > 0)
    throw validationError(confirmedErrors(input, confirms, errors));
  return withOwnConfirmations(result.data, input, confirms);
}
