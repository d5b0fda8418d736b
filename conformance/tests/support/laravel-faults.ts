/** Faults a real Laravel backend was seen to have, shared by the tests that use them. */
import type { Variant } from './broken-proxy';
import { isPath } from './variants';

/** A DELETE answered 204 with a body after it (a controller that returns JSON with `noContent()`). */
export const bodyAfter204: Variant = {
  request: (ex) =>
    isPath(ex, 'DELETE', /^\/api\/folders\/\d+$/) &&
    ex.headers['x-xsrf-token'] &&
    !/999999999/.test(ex.path)
      ? {
          status: 204,
          headers: {},
          body: Buffer.alloc(0),
          raw: Buffer.from('HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n{"deleted":true}'),
        }
      : ex,
};
