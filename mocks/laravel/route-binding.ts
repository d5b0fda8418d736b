/**
 * Laravel's route model binding (SubstituteBindings) for ./define-operation.ts: the 404s a path's
 * ids give, before and after the resolver.
 */
import type { MockState } from './mock-state';
import { modelNotFound, notFound, type HttpError } from './errors';
import { coerceBySchema } from './coerce';
import { boundResource, MODELS } from './models';
import type { z } from 'zod';

/**
 * A malformed id can name no record: Laravel's route model binding answers 404, not 422, naming
 * the model of the first parameter (in path order) that fails, with the value as sent.
 */
export function parsePath<T>(
  routePath: string,
  schema: z.ZodType | undefined,
  raw: Record<string, string>,
): T {
  const input = coerceBySchema(schema, raw);
  if (!schema) return input as T;
  const result = schema.safeParse(input);
  if (result.success) return result.data as T;
  const failed = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  for (const name of pathParameters(routePath)) {
    const resource = boundResource(routePath, name);
    if (failed.has(name) && resource) throw modelNotFound(resource, raw[name] ?? '');
  }
  throw notFound('Not found.');
}

/** Route model binding: the 404 of the first bound parameter (in path order) that names no record. */
export function firstUnbound(
  db: MockState['db'],
  routePath: string,
  raw: Record<string, string>,
  parsed: Record<string, unknown>,
): HttpError | null {
  for (const name of pathParameters(routePath)) {
    const resource = boundResource(routePath, name);
    if (resource && !MODELS[resource].exists(db, parsed[name] as number | string))
      return modelNotFound(resource, raw[name] ?? '');
  }
  return null;
}

const pathParameters = (routePath: string) =>
  [...routePath.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);

/**
 * A resolver's bare `notFound()`: the first bound parameter (in path order) that names no record,
 * else the last one when it is bound (a scoped child that belongs elsewhere, as Laravel's scoped
 * bindings report it); null when the path binds no model there (the resolver's "Not found." stays).
 */
export function missingRecord(
  db: MockState['db'],
  routePath: string,
  raw: Record<string, string>,
  parsed: Record<string, unknown>,
): HttpError | null {
  const unbound = firstUnbound(db, routePath, raw, parsed);
  if (unbound) return unbound;
  const last = pathParameters(routePath).at(-1);
  const resource = last === undefined ? null : boundResource(routePath, last);
  return resource && last !== undefined ? modelNotFound(resource, raw[last] ?? '') : null;
}
