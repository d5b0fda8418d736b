import type { OperationInfo } from '@/generated/operations';
import { zodModuleByTag, type ZodTag } from '@/generated/zod-by-tag';
import { matchOperation } from '@/lib/http/operation-match';

/**
 * The operation a call to `url` asks for, when it is one of the API's (`apiRoot`: what the
 * handlers were built for, an origin, a base path or both).
 */
export function operationOfCall(
  method: string,
  url: string,
  apiRoot: string,
  here = location.href,
): OperationInfo | undefined {
  const base = new URL(`${apiRoot}/`, here);
  const target = new URL(url, base);
  if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) return undefined;
  return matchOperation(method, target.pathname.slice(base.pathname.length - 1));
}

/**
 * Starts loading the generated schemas a call will be checked with (its tag's module, as
 * ./define-operation.ts loads them with the area's first request), while the mock is still
 * starting: the module is then fetched beside the worker's start and the seed, and evaluated in
 * the pauses while the page waits for the worker, instead of after the call arrives. A module the
 * browser cannot load now is left to the call, which reports it.
 */
export function warmSchemasOf(operation: OperationInfo | undefined): void {
  const load =
    operation && (zodModuleByTag[operation.tag as ZodTag] as (() => Promise<object>) | undefined);
  if (load) load().catch(() => undefined);
}
