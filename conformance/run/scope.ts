/**
 * Which operations each check applies to, read from the contract (never a list of operations to
 * keep in step with it): after the run, every check reports for every operation it applies to —
 * passed, failed, warning or skipped with the reason — never nothing. A check the runner did not
 * get to is reported as skipped saying so, never left out (and the runner's own tests prove no
 * check is left to that fallback against the mock).
 */
import type { ContractOperation } from '../contract/contract';
import type { Run } from '../engine/run';
import { CHAINS } from './chain-table';
import { CHECKS, type CheckName } from '../engine/results';
import { FOREIGN_OPERATIONS } from '../checks/authorization';
import { massAssignmentOperations } from '../checks/mass-assignment';
import { apiResourceTwin } from '../checks/methods';
import { isCrossOrigin } from '../checks/cors';
import { filterParams } from '../checks/list-filters';
import { pagingOf } from '../checks/pagination';
import { isUpdate } from '../checks/read-back';

const SAFE = new Set(['GET', 'HEAD']);
const hasPathParams = (op: ContractOperation) => op.parameters.some((p) => p.in === 'path');
const documentsSetCookie = (op: ContractOperation) =>
  /"set-cookie"/i.test(JSON.stringify(op.object.responses));

/** Operations that sign a client in (a session starts for a user): session fixation applies. */
export const SIGN_IN_OPERATIONS = ['login'];

export type Scope = (op: ContractOperation, run: Run) => boolean;

export const SCOPES: Record<CheckName, Scope> = {
  [CHECKS.conforms]: () => true,
  [CHECKS.protocol]: () => true,
  [CHECKS.sensitive]: () => true,
  [CHECKS.positive]: () => true,
  [CHECKS.responseTime]: () => true,
  [CHECKS.csrf]: (op) => op.xsrf,
  [CHECKS.session]: (op) => op.auth,
  [CHECKS.guest]: (op) => !op.auth,
  [CHECKS.sessionFixation]: (op) => SIGN_IN_OPERATIONS.includes(op.operationId),
  [CHECKS.throttle]: (op) => op.operationId === 'login',
  [CHECKS.cors]: (_op, run) => isCrossOrigin(run),
  [CHECKS.cookies]: (op) => documentsSetCookie(op) || SIGN_IN_OPERATIONS.includes(op.operationId),
  [CHECKS.negativeBody]: (op) =>
    (op.body === 'json' || op.body === 'multipart') && '422' in op.object.responses,
  [CHECKS.negativeQuery]: (op) =>
    '422' in op.object.responses &&
    op.parameters.some((p) => p.in === 'query' && p.name !== 'page' && p.name !== 'cursor'),
  [CHECKS.malformedJson]: (op) => op.body === 'json',
  [CHECKS.unknownId]: (op) => hasPathParams(op),
  [CHECKS.foreign]: (op) => FOREIGN_OPERATIONS.includes(op.operationId),
  [CHECKS.massAssignment]: (op, run) =>
    massAssignmentOperations(run, CHAINS).includes(op.operationId),
  [CHECKS.role]: (op) => !!op.councilRoles && !op.councilRoles.includes('member'),
  [CHECKS.chain]: (op) =>
    CHAINS.some((c) =>
      [c.create.op, c.read?.op, c.update?.op, c.list.op, c.delete.op].includes(op.operationId),
    ),
  [CHECKS.readBack]: (op) => isUpdate(op),
  [CHECKS.pagination]: (op) => pagingOf(op) !== null,
  [CHECKS.listFilters]: (op, run) => filterParams(run, op).length > 0,
  [CHECKS.multipart]: (op) => op.body === 'multipart',
  [CHECKS.broadcastingAuth]: (op) => op.path === '/broadcasting/auth',
  [CHECKS.realtime]: (op, run) => run.options.realtime && op.operationId === 'sendThreadMessage',
  [CHECKS.methodNotAllowed]: (op, run) => {
    const onPath = run.contract.operations.filter((o) => o.path === op.path);
    const owner = onPath.find((o) => run.selected(o.operationId)) ?? onPath[0];
    const twin = apiResourceTwin(onPath.map((o) => o.method));
    return owner === op || (twin !== null && isUpdate(op));
  },
  [CHECKS.head]: (op) => op.method === 'GET',
  [CHECKS.no5xx]: (op, run) => op.method === 'GET' || SCOPES[CHECKS.methodNotAllowed](op, run),
};

/** Fills in, for every selected operation and every check that applies to it, what did not report. */
export function reportUnreached(run: Run): void {
  for (const op of run.contract.operations) {
    if (!run.selected(op.operationId)) continue;
    for (const [check, applies] of Object.entries(SCOPES) as [CheckName, Scope][]) {
      if (!applies(op, run) || run.results.has(op.operationId, check)) continue;
      const blocked = run.blocked.get(op.operationId);
      const reason =
        run.options.readOnly && !SAFE.has(op.method)
          ? '--read-only: unsafe operations are not called'
          : blocked
            ? `${UNREACHED}: ${blocked}`
            : !run.exercised.has(op.operationId)
              ? 'the operation was not exercised (see its other checks for why)'
              : `${UNREACHED}: the run did not get to it for this operation`;
      run.results.skip(op.operationId, check, reason);
    }
  }
}

export const UNREACHED = 'not run';
