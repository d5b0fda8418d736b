/**
 * The small moves broken backends are made of (support/broken-proxy.ts runs them): which request
 * an exchange is, its JSON body, its cookies, and a request replayed in another session or past
 * the CSRF comparison.
 */
import type { Exchange, Variant } from './broken-proxy';

export const isPath = (exchange: Exchange, method: string, pattern: RegExp) =>
  exchange.method === method && pattern.test(exchange.path.split('?')[0]!);

export function bodyOf(exchange: Exchange): Record<string, unknown> | null {
  try {
    return JSON.parse(exchange.body.toString()) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export const cookieValue = (header: string | undefined, name: string) =>
  header?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]+)`))?.[1];

/** The XSRF token a session's cookies hold, as the header carries it. */
export const xsrfOf = (cookies: string): string | undefined => {
  const token = cookies.match(/XSRF-TOKEN=([^;]+)/)?.[1];
  return token === undefined ? undefined : decodeURIComponent(token);
};

/** The request sent in another session (its cookies and its XSRF header). */
export const inSession = (ex: Exchange, cookies: string): Exchange => ({
  ...ex,
  headers: { ...ex.headers, cookie: cookies, 'x-xsrf-token': xsrfOf(cookies) ?? '' },
});

/** A request that skips the CSRF comparison: its missing header is filled in from its own cookie. */
export const withoutCsrfCheck = (ex: Exchange): Exchange => {
  const token = xsrfOf(String(ex.headers.cookie ?? ''));
  if (!ex.headers['x-xsrf-token'] && token) ex.headers['x-xsrf-token'] = token;
  return ex;
};

/** A list whose controller never reads the query parameter `name`. */
export function ignoringQuery(path: RegExp, name: string): Variant {
  return {
    request: (ex) => {
      if (!isPath(ex, 'GET', path)) return ex;
      const url = new URL(ex.path, 'http://backend');
      url.searchParams.delete(name);
      return { ...ex, path: url.pathname + url.search };
    },
  };
}
