/**
 * `sensitive-data`: no response anywhere carries a secret. A Laravel model serialised without its
 * `$hidden` (or an API resource that returns `parent::toArray()`) sends the password hash and the
 * remember token along with the profile; the contract cannot list every key it forbids, so the
 * runner looks for these names at any depth of every JSON response. The list is `--sensitive-keys`.
 */
import type { Exchange } from '../http/exchange';
import type { Run } from '../engine/run-state';
import type { Check } from '../engine/check';
import { CHECK } from '../engine/check-names';

export const DEFAULT_SENSITIVE_KEYS = [
  'password',
  'password_confirmation',
  'remember_token',
  'two_factor_secret',
  'two_factor_recovery_codes',
];

/** Paths (`data.user.password`) where a sensitive key appears; a 422's `errors` names fields, not values. */
export function sensitivePaths(json: unknown, keys: ReadonlySet<string>, status: number): string[] {
  const found: string[] = [];
  const walk = (value: unknown, path: string, depth: number) => {
    if (depth > 12 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}[${index}]`, depth + 1));
      return;
    }
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const at = path ? `${path}.${key}` : key;
      if (depth === 0 && key === 'errors' && status === 422) continue;
      if (keys.has(key.toLowerCase())) found.push(at);
      walk(child, at, depth + 1);
    }
  };
  walk(json, '', 0);
  return found;
}

export function checkSensitive(run: Run, operationId: string, exchange: Exchange): void {
  const response = exchange.response;
  if (!response || response.json === undefined) return;
  const keys = new Set(run.options.sensitiveKeys.map((key) => key.toLowerCase()));
  const found = sensitivePaths(response.json, keys, response.status);
  if (found.length > 0)
    run.results.fail(
      operationId,
      CHECK.sensitiveData,
      `${exchange.request.method} ${new URL(exchange.request.url).pathname} → ${response.status} carries ${found
        .slice(0, 5)
        .map((path) => `"${path}"`)
        .join(
          ', ',
        )} (a model serialised without $hidden, or a resource returning parent::toArray())`,
      exchange.id,
    );
  else if (!run.results.has(operationId, CHECK.sensitiveData))
    run.results.pass(
      operationId,
      CHECK.sensitiveData,
      `no ${[...keys].join(', ')} in any response`,
      exchange.id,
    );
}

export const check: Check = {
  name: CHECK.sensitiveData,
  summary:
    'no answer carries a secret (password, remember_token, ... or --sensitive-key) at any depth',
  docs: 'no response anywhere carries `password`, `remember_token`, `two_factor_secret`, `two_factor_recovery_codes` (or the `--sensitive-keys`) at any depth — a model serialised without `$hidden`. The contract also closes `UserProfile` (`additionalProperties: false`, see `openapi/CONVENTIONS.md`), so any undocumented key there fails `response-conforms`',
  phase: 'every-exchange',
  appliesTo: () => true,
  inspectExchange: checkSensitive,
};
