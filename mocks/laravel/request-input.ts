/**
 * What Laravel reads as a request's input, written once for every operation of the mock:
 * - a JSON body only when the Content-Type says JSON (`/json` or `+json`, Symfony's `isJson()`);
 *   a body that does not parse, or is not an object, is no input;
 * - `multipart/form-data` and `application/x-www-form-urlencoded` as PHP parses them (./php-params.ts); a multipart
 *   body PHP cannot parse (no boundary, truncated, not multipart at all) gives no fields and no
 *   files, so the rules answer 422 for the missing file, never 500;
 * - any other type (`text/plain`, none) is no input at all, whatever the body holds;
 * - then cleaned by Laravel's TrimStrings and ConvertEmptyStringsToNull (./transform-input.ts).
 * The validation rules then say what is missing, as Laravel's validator does. A body the client
 * stops sending (the server's timeout closes the connection, ../server/http-server.ts) is no input
 * either: nobody reads the answer, and the mock never turns it into a 5xx.
 *
 * Keys are the client's: they become own properties only (`__proto__` is a key like any other),
 * and are only ever read back as own properties.
 */
import type { z } from 'zod';
import { coerceBySchema, coerceJsonBody } from './coerce';
import { phpParams } from './php-params';
import { cleanInput } from './transform-input';

export type Input = Record<string, unknown>;

const isJsonType = (type: string) => type.includes('/json') || type.includes('+json');

export async function readInput(request: Request, schema: z.ZodType | undefined): Promise<Input> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.body === null) return {};
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  try {
    if (isJsonType(type))
      return coerceJsonBody(schema, cleanInput(parseJsonObject(await request.text())));
    if (type.startsWith('multipart/form-data'))
      return coerceBySchema(schema, cleanInput(await readMultipart(request)));
    if (type.startsWith('application/x-www-form-urlencoded')) {
      // Numbers and booleans arrive as strings, which Laravel's `integer` and `boolean` rules
      // accept: coerce them by the operation's schema.
      return coerceBySchema(
        schema,
        cleanInput(phpParams(new URLSearchParams(await request.text()).entries())),
      );
    }
    // Laravel reads no input from any other body; drain it so the connection stays usable.
    await request.arrayBuffer();
  } catch {
    // The body broke off (client gone, connection closed by a timeout): no input.
  }
  return {};
}

/**
 * The query as Laravel's request holds it: parsed as PHP parses it, trimmed, blanks made null. A
 * null filter is left out: the contract's query parameters are the filters a backend declares
 * `nullable` (a blank `?search=` searches nothing), and a required one then fails `required`.
 */
export function readQuery(url: URL): Input {
  const cleaned = cleanInput(phpParams(url.searchParams.entries()));
  return Object.fromEntries(Object.entries(cleaned).filter(([, value]) => value !== null));
}

function parseJsonObject(text: string): Input {
  if (text.trim() === '') return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Input)
      : {};
  } catch {
    return {};
  }
}

/** Fields and files as PHP reads them (`files[]` a list, a repeated plain name its last part). */
async function readMultipart(request: Request): Promise<Input> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return {};
  }
  return phpParams(form.entries());
}

/**
 * Laravel's VerifyCsrfToken: the `_token` input, else the plain `X-CSRF-TOKEN` header, else the
 * `X-XSRF-TOKEN` header (the XSRF-TOKEN cookie's value; the mock's cookie is not encrypted, so
 * both headers carry the same token).
 */
export function csrfTokenOf(request: Request, input: Input): string | null {
  const fromInput =
    (Object.hasOwn(input, '_token') ? input._token : undefined) ??
    new URL(request.url).searchParams.get('_token');
  if (typeof fromInput === 'string' && fromInput !== '') return fromInput;
  return request.headers.get('x-csrf-token') || request.headers.get('x-xsrf-token');
}
