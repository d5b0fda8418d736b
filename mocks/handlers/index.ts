/**
 * Every operation of the contract, built into msw handlers for one mock state. The order follows
 * src/generated/operations.ts (most specific path first), as Laravel's router would match.
 */
import { operations } from '@/generated/operations';
import type { RequestHandler, WebSocketHandler } from 'msw';
import type { DefinedOperation } from '../http/define-operation';
import { dispatchByOperation } from '../http/dispatch-by-operation';
import type { MockState } from '../http/mock-state';
import { chatOperations } from './chat';
import { councilOperations } from './councils';
import { identityOperations } from './identity';
import { paymentProviderHandler } from './identity/payments';

export const definedOperations: readonly DefinedOperation[] = [
  ...identityOperations,
  ...chatOperations,
  ...councilOperations,
];

/** Each operation's msw handler, in the order of src/generated/operations.ts. */
export function createOperationHandlers(state: MockState, origin = ''): Map<string, RequestHandler> {
  const byId = new Map(definedOperations.map((op) => [op.operationId as string, op]));
  const handlers = new Map<string, RequestHandler>();
  for (const op of operations) {
    const defined = byId.get(op.operationId);
    if (defined) handlers.set(op.operationId, defined.handler(state, origin));
  }
  return handlers;
}

export interface HandlerOptions {
  /**
   * One handler that picks the operation by its path first (../http/dispatch-by-operation.ts):
   * the browser's choice, where msw reads the cookies for every handler it tries.
   */
  dispatch?: boolean;
}

/** The HTTP handlers alone: the operations (behind the dispatcher when asked) and the payment provider's page. */
export function createHttpHandlers(state: MockState, origin = '', options: HandlerOptions = {}): RequestHandler[] {
  const byOperation = createOperationHandlers(state, origin);
  const http = options.dispatch ? [dispatchByOperation(byOperation, origin)] : [...byOperation.values()];
  return [...http, paymentProviderHandler(state, origin)];
}

export function createHandlers(state: MockState, origin = '', options: HandlerOptions = {}): Array<RequestHandler | WebSocketHandler> {
  return [...createHttpHandlers(state, origin, options), ...state.realtime.handlers()];
}
