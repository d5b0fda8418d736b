/**
 * The request line and Host header as a web server in front of Laravel checks them. The mock
 * never builds a URL from either: the path is put on the server's configured origin.
 */

/**
 * The path and query of a request target, or null when a server answers 400. The origin form
 * (`/api/threads?page=2`) is kept as sent, so `//evil.example/api/threads` stays a path (it
 * matches no route: 404); the absolute form (`http://host/api/threads`) gives its path only.
 */
export function requestPath(target: string): string | null {
  if (target.startsWith('/')) return hasControlOrSpace(target) ? null : target;
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      return url.pathname + url.search;
    } catch {
      return null;
    }
  }
  return null;
}

function hasControlOrSpace(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A Host header a server accepts: a name or IPv4 (letters, digits, dots, dashes), or an [IPv6], and a port. */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)(?::\d{1,5})?$/;

export function isValidHost(host: string | undefined): boolean {
  // Node already answers 400 to an HTTP/1.1 request without Host; HTTP/1.0 may omit it.
  return host === undefined || HOST.test(host);
}
