/** One request and its response as the runner saw them: the unit of the HAR, the report and the curl line. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body as sent; multipart bodies are summarised (their bytes are binary). */
  bodyText?: string;
  /** For a multipart body: the file parts, so the curl line can rebuild it with -F. */
  multipart?: { field: string; filename: string; contentType: string; size: number }[];
}

export interface RecordedResponse {
  status: number;
  headers: Record<string, string | string[]>;
  bodyText: string;
  json?: unknown;
}

export interface Exchange {
  id: number;
  /** The operation this request exercised (null for discovery calls outside any operation). */
  operationId: string | null;
  /** The check that sent it. */
  check: string;
  actor: string;
  startedAt: Date;
  ms: number;
  request: RecordedRequest;
  /** Absent when the request got no usable answer (a reset, a malformed status line). */
  response?: RecordedResponse;
  error?: string;
  /** A fault of the HTTP exchange itself (a body on a 204, a wrong Content-Length, a reset). */
  fault?: string;
}

/** A `curl` command that sends the same request again (cookies and XSRF header included). */
export function curlLine(exchange: Exchange): string {
  const { request } = exchange;
  const parts = ['curl', '-i', '-X', request.method];
  for (const [name, value] of Object.entries(request.headers)) {
    if (request.multipart && name.toLowerCase() === 'content-type') continue;
    if (name.toLowerCase() === 'content-length') continue;
    parts.push('-H', shellQuote(`${name}: ${value}`));
  }
  if (request.multipart) {
    for (const part of request.multipart)
      parts.push('-F', shellQuote(`${part.field}=@${part.filename};type=${part.contentType}`));
  } else if (request.bodyText !== undefined) {
    parts.push('--data-binary', shellQuote(request.bodyText));
  }
  parts.push(shellQuote(request.url));
  return parts.join(' ');
}

function shellQuote(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/** `data` of a Laravel resource response, or undefined. */
export function dataOf<T = Record<string, unknown>>(exchange: Exchange | undefined): T | undefined {
  const json = exchange?.response?.json as { data?: T } | undefined;
  return json && typeof json === 'object' ? json.data : undefined;
}

export function isSuccess(exchange: Exchange | undefined): boolean {
  const status = exchange?.response?.status ?? 0;
  return status >= 200 && status < 300;
}

export function statusOf(exchange: Exchange | undefined): string {
  if (!exchange) return 'no request';
  if (!exchange.response) return `no answer (${exchange.error ?? 'unknown error'})`;
  const body = exchange.response.bodyText.slice(0, 200);
  return `${exchange.response.status}${body ? ` ${body}` : ''}`;
}
