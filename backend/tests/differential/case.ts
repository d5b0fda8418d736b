/** One request of the differential test, and the helpers its lists are written with. */
export interface Case {
  name: string;
  /** guest: no cookies; visitor: a guest with the CSRF cookie; newcomer: a new visitor for each request. */
  actor: 'guest' | 'visitor' | 'newcomer' | 'demo' | 'member';
  method: string;
  /** `{name}` is an id the set-up made (backend.ts). */
  path: string;
  query?: Record<string, string | number>;
  /** In a body, a whole string `{name}` is that id as a number. */
  json?: unknown;
  /** A body sent as it is, with its Content-Type (a multipart form). */
  raw?: { body: string; contentType: string };
  /** Files sent as a multipart form (`content` as text, or a length in bytes of text lines). */
  files?: { field: string; filename: string; contentType: string; content: string | number }[];
  /** false: leave the X-XSRF-TOKEN header off an unsafe call. */
  xsrf?: boolean;
  /** Sent this many times (a throttle); the last answer is compared. */
  repeat?: number;
}

type Extra = Pick<Case, 'query' | 'json' | 'raw' | 'files' | 'xsrf' | 'repeat'>;

/** `call(name, actor, 'POST /api/folders', { json })`. */
export function call(name: string, actor: Case['actor'], route: string, extra: Extra = {}): Case {
  const [method, path] = route.split(' ') as [string, string];
  return { name, actor, method, path, ...extra };
}

/** One case of an operation: what it tries, its request, and an actor or route other than the operation's. */
type CaseOf =
  | [what: string]
  | [what: string, extra: Extra]
  | [what: string, extra: Extra, other: { actor?: Case['actor']; route?: string }];

/** The cases of one operation, each named `operation: what` and sent by `actor` to `route` unless it says otherwise. */
export function casesOf(
  operation: string,
  actor: Case['actor'],
  route: string,
  cases: CaseOf[],
): Case[] {
  return cases.map(([what, extra, other]) =>
    call(`${operation}: ${what}`, other?.actor ?? actor, other?.route ?? route, extra),
  );
}

export const long = (length: number) => 'x'.repeat(length);

const BOUNDARY = 'differential-boundary';
/** A multipart form whose one part is a plain text field. */
export function multipartText(name: string, value: string): { body: string; contentType: string } {
  const body = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--${BOUNDARY}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** `count` small text files, each a `files[]` part. */
export function textFiles(count: number, extension = 'txt'): NonNullable<Case['files']> {
  return Array.from({ length: count }, (_, index) => ({
    field: 'files[]',
    filename: `note-${index + 1}.${extension}`,
    contentType: 'text/plain',
    content: `Note ${index + 1}\n`,
  }));
}
