/** Methods: a method the path does not list gets 405 (and the apiResource twin is noted). */
import type { Check } from '../engine/check';
import { apiResourceTwin, checkMethods } from './methods';
import { isUpdate } from './read-back';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.methodNotAllowed,
  summary: 'a method the path does not list gets 405; PUT/PATCH twins of apiResource are a warning',
  docs: "a method the contract does not list for a path gets 405 with `Allow` (and GET as well on a path that lists none, as `Route::match(['get', 'post'], …)` would answer it); HEAD answers as GET without a body; nothing (TRACE included) answers 5xx; PATCH beside a listed PUT (or the reverse) is a warning of the update operation (see above)",
  phase: 'after-operations',
  appliesTo: (op, run) => {
    const onPath = run.contract.operations.filter((o) => o.path === op.path);
    const owner = onPath.find((o) => run.selected(o.operationId)) ?? onPath[0];
    const twin = apiResourceTwin(onPath.map((o) => o.method));
    return owner === op || (twin !== null && isUpdate(op));
  },
  // Also reports head and no-5xx (one pass over the paths).
  run: checkMethods,
};
