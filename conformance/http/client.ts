/**
 * The runner's HTTP client: plain node:http(s), so any method (TRACE, HEAD) and any body (malformed
 * JSON) can be sent, and every exchange is recorded for the report and the HAR.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Exchange, RecordedRequest } from './exchange';

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface SendOptions {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Raw body text (JSON or malformed JSON), or multipart file parts. */
  body?: string | { files: FilePart[]; fields?: Record<string, string> };
  timeoutMs: number;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

export class UnreachableError extends Error {}

export async function send(
  options: SendOptions,
): Promise<{ recorded: RecordedRequest; response?: RawResponse; fault?: string }> {
  // A response with a protocol fault still comes back (with the fault); one with no usable answer
  // (a reset, a malformed status line) has only the fault. Only an address nobody answers throws.
  const url = new URL(options.url);
  const headers = { ...options.headers };
  let payload: Buffer | undefined;
  const recorded: RecordedRequest = { method: options.method, url: options.url, headers };
  if (typeof options.body === 'string') {
    payload = Buffer.from(options.body);
    recorded.bodyText = options.body;
  } else if (options.body) {
    const boundary = `----conformance${Math.random().toString(16).slice(2)}`;
    payload = multipartBody(boundary, options.body.files, options.body.fields ?? {});
    headers['Content-Type'] = `multipart/form-data; boundary=${boundary}`;
    recorded.multipart = options.body.files.map((f) => ({
      field: f.field,
      filename: f.filename,
      contentType: f.contentType,
      size: f.content.length,
    }));
    recorded.bodyText = `(multipart: ${options.body.files.map((f) => `${f.field}=${f.filename}, ${f.content.length} bytes`).join('; ')})`;
  }
  if (payload) headers['Content-Length'] = String(payload.length);
  // One connection per request, closed after it: a protocol fault (a body after a 204, more or fewer
  // bytes than Content-Length) then belongs to this request and no other.
  headers.Connection = 'close';
  const requestFn = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const outcome = await new Promise<{ response?: RawResponse; fault?: string }>(
    (resolve, reject) => {
      let response: RawResponse | undefined;
      let answered = false;
      let requestClosed = false;
      let fault: string | undefined;
      const finish = () => {
        if (!requestClosed || (answered && !response)) return;
        if (!answered && !fault) fault = 'the connection closed without an answer';
        resolve({ response, fault });
      };
      const req = requestFn(
        url,
        { method: options.method, headers, timeout: options.timeoutMs, agent: false },
        (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', () => {});
          res.on('close', () => {
            if (!res.complete)
              fault ??=
                'the connection closed before the body was complete (fewer bytes than Content-Length)';
            response = {
              status: res.statusCode ?? 0,
              headers: res.headers as RawResponse['headers'],
              body: Buffer.concat(chunks),
            };
            finish();
          });
        },
      );
      req.on('timeout', () =>
        req.destroy(new UnreachableError(`no answer within ${options.timeoutMs} ms`)),
      );
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (error instanceof UnreachableError) return reject(error);
        if (!answered && UNREACHABLE.has(error.code ?? ''))
          return reject(new UnreachableError(`${error.code ?? ''} ${error.message}`.trim()));
        fault ??= `${error.code ?? ''} ${error.message}`.trim();
      });
      req.on('close', () => {
        requestClosed = true;
        finish();
      });
      if (payload) req.write(payload);
      req.end();
    },
  );
  return { recorded, ...outcome };
}

/** Errors that mean nobody answers at that address (the run cannot go on), not a faulty answer. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ETIMEDOUT',
]);

function multipartBody(
  boundary: string,
  files: FilePart[],
  fields: Record<string, string>,
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

export function toExchangeResponse(raw: RawResponse): NonNullable<Exchange['response']> {
  const bodyText = raw.body.toString('utf8');
  let json: unknown;
  const type = String(raw.headers['content-type'] ?? '');
  if (type.includes('json') && bodyText) {
    try {
      json = JSON.parse(bodyText);
    } catch {
      json = undefined;
    }
  }
  return { status: raw.status, headers: raw.headers, bodyText, json };
}
