/**
 * Every operation of the contract, built into msw handlers for one mock state. The order follows
 * src/generated/operations.ts (most specific path first), as Laravel's router would match.
 */
import { operations } from '@/generated/operations';
import type { RequestHandler, WebSocketHandler } from 'msw';
import type { DefinedOperation } from '../http/define-operation';
import type { MockState } from '../state';
import { chatOperations } from './chat';
import { councilOperations } from './councils';
import { identityOperations } from './identity';
import { paymentProviderHandler } from './identity/payments';

export const definedOperations: readonly DefinedOperation[] = [
  ...identityOperations,
  ...chatOperations,
  ...councilOperations,
];

export function createHandlers(state: MockState, origin = ''): Array<RequestHandler | WebSocketHandler> {
  const byId = new Map(definedOperations.map((op) => [op.operationId as string, op]));
  const http = operations.flatMap((op) => {
    const defined = byId.get(op.operationId);
    return defined ? [defined.handler(state, origin)] : [];
  });
  return [...http, paymentProviderHandler(state, origin), ...state.realtime.handlers()];
}
