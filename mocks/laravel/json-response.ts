/**
 * The mock's JSON answers, built without msw's Blob: a concern of its own, apart from the
 * middleware of ./define-operation.ts.
 */
import { HttpResponse } from 'msw';

/**
 * The body as `HttpResponse.json` sends it (the same text, Content-Type and Content-Length), with
 * the length counted from the text: msw counts it by building a Blob of the whole body, which in a
 * browser goes through the browser's process, a good part of each answer's time with the CPU
 * slowed (it weighed as much as the seed in a profile of the demo's start at 4x).
 */
export function jsonResponse(body: unknown, status: number, headers: Headers): Response {
  const text = JSON.stringify(body);
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  if (!headers.has('Content-Length')) headers.set('Content-Length', String(utf8Length(text)));
  return new HttpResponse(text, { status, headers });
}

/** The UTF-8 byte length of a string (lone surrogates count as U+FFFD, 3 bytes, as encoding them gives). */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) bytes += 1;
    else if (
      code >= 0xd800 &&
      code <= 0xdbff &&
      i + 1 < text.length &&
      (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00
    ) {
      // A surrogate pair: two UTF-16 units, four bytes.
      bytes += 2;
      i++;
    } else bytes += 2;
  }
  return bytes;
}
