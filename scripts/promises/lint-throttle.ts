/**
 * What the JSON Schema of `x-throttle` cannot say (openapi/CONVENTIONS.md "Throttled operations"):
 * each part of the key is `ip`, `user` on an authenticated operation (a guest has no user id to key
 * by), or a field of the request body; and an operation documents a 429 exactly when it is
 * throttled, so the runner and the mock never meet an undocumented limit nor document one that
 * nothing applies.
 */
import { bodySchema, METHODS, propertiesOf, type Json } from './contract.ts';

/** An operation a guest may call: `security: []` or the XSRF token alone. */
function isGuest(bundle: Json, op: Json): boolean {
  const security = (op.security ?? bundle.security ?? []) as Json[];
  return security.every((req) => Object.keys(req).every((scheme) => scheme === 'xsrfToken'));
}

export function lintThrottles(bundle: Json): string[] {
  const errors: string[] = [];
  for (const [path, item] of Object.entries((bundle.paths ?? {}) as Record<string, Json>))
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const at = `${String(op.operationId)} (${method.toUpperCase()} ${path})`;
      const throttle = op['x-throttle'] as { by?: unknown } | undefined;
      const answers429 = '429' in ((op.responses ?? {}) as Json);
      if (throttle && !answers429)
        errors.push(`${at}: has x-throttle but documents no 429 (TooManyRequests.yaml)`);
      if (!throttle && answers429)
        errors.push(`${at}: documents a 429 but has no x-throttle saying its limit`);
      if (!throttle || !Array.isArray(throttle.by)) continue;
      const body = bodySchema(bundle, op);
      const fields = body ? propertiesOf(bundle, body) : {};
      for (const part of throttle.by as string[]) {
        if (part === 'ip') continue;
        if (part === 'user') {
          if (isGuest(bundle, op))
            errors.push(`${at}: x-throttle by "user" on a guest operation (no user to key by)`);
          continue;
        }
        if (!(part in fields))
          errors.push(
            `${at}: x-throttle by "${part}" is neither ip, user nor a field of the request body`,
          );
      }
    }
  return errors;
}
