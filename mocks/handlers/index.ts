/**
 * Every operation of the contract, built into msw handlers for one mock state. The order follows
 * src/generated/operations.ts (most specific path first), as Laravel's router would match.
 */
import { operations } from '@/generated/operations';
import type { RequestHandler, WebSocketHandler } from 'msw';
import type { DefinedOperation } from '../laravel/define-operation';
import { dispatchByOperation, type OperationHandlerSource } from '../laravel/dispatch-by-operation';
import type { MockState } from '../laravel/mock-state';
import { agentFileOperations } from './agents/agent-files';
import { agentPreviewOperations } from './agents/agent-preview';
import { agentStoreOperations } from './agents/agent-store';
import { agentOperations } from './agents/agents';
import { authOperations } from './auth/auth';
import { microsoftOperations } from './auth/microsoft';
import { councilAgentOperations } from './council-agents/council-agents';
import { councilAgentSharepointOperations } from './council-agents/sharepoint-link';
import { invitationOperations } from './council-users/invitations';
import { councilUserOperations } from './council-users/users';
import { councilCrudOperations } from './councils/councils';
import { councilFileOperations } from './councils/files';
import { joinRequestOperations } from './councils/join-requests';
import { orderOperations } from './councils/orders';
import { dictionaryOperations } from './dictionaries/dictionaries';
import { folderOperations } from './folders/folders';
import { licenceOperations } from './licences/licences';
import { myInvitationOperations } from './profile/my-invitations';
import { profileOrderOperations } from './profile/orders';
import { profileOperations } from './profile/profile';
import { broadcastingOperations } from './realtime/broadcasting';
import { sharepointOperations } from './sharepoint/sharepoint';
import { subscriptionOperations } from './subscriptions/subscriptions';
import { paymentOperations, paymentProviderHandler } from './support/payments';
import { supportOperations } from './support/support';
import { messageControlOperations } from './threads/message-controls';
import { messageSearchOperations } from './threads/message-search';
import { messageOperations } from './threads/messages';
import { threadOperations } from './threads/threads';
import { toolOperations } from './tools/tools';

/**
 * Every operation the mock defines, a folder per tag of the contract (mocks/handlers/<tag>/; the
 * files directly in mocks/handlers/ are what several tags share).
 */
export const definedOperations: readonly DefinedOperation[] = [
  ...authOperations,
  ...microsoftOperations,
  ...profileOperations,
  ...myInvitationOperations,
  ...profileOrderOperations,
  ...dictionaryOperations,
  ...toolOperations,
  ...supportOperations,
  ...paymentOperations,
  ...broadcastingOperations,
  ...agentOperations,
  ...agentFileOperations,
  ...agentPreviewOperations,
  ...agentStoreOperations,
  ...threadOperations,
  ...messageOperations,
  ...messageControlOperations,
  ...messageSearchOperations,
  ...folderOperations,
  ...councilCrudOperations,
  ...joinRequestOperations,
  ...invitationOperations,
  ...councilUserOperations,
  ...licenceOperations,
  ...subscriptionOperations,
  ...orderOperations,
  ...councilFileOperations,
  ...councilAgentOperations,
  ...councilAgentSharepointOperations,
  ...sharepointOperations,
];

/** Each operation's msw handler, in the order of src/generated/operations.ts. */
export function createOperationHandlers(
  state: MockState,
  origin = '',
): Map<string, RequestHandler> {
  const lazy = lazyOperationHandlers(state, origin);
  return new Map(lazy.all().map((handler, i) => [lazy.ids[i]!, handler]));
}

/**
 * The same handlers, each built on its operation's first request (for the dispatcher): building
 * all of them (msw parses each path) was a measurable part of the demo's start with the CPU
 * slowed, and a page calls a handful of operations at first.
 */
export function lazyOperationHandlers(
  state: MockState,
  origin = '',
): OperationHandlerSource & { ids: string[] } {
  const byId = new Map(definedOperations.map((op) => [op.operationId as string, op]));
  const ids = operations.map((op) => op.operationId as string).filter((id) => byId.has(id));
  const built = new Map<string, RequestHandler>();
  const get = (operationId: string) => {
    const defined = byId.get(operationId);
    if (!defined) return undefined;
    let handler = built.get(operationId);
    if (!handler) built.set(operationId, (handler = defined.handler(state, origin)));
    return handler;
  };
  return { ids, get, all: () => ids.map((id) => get(id)!) };
}

export interface HandlerOptions {
  /**
   * One handler that picks the operation by its path first (../laravel/dispatch-by-operation.ts):
   * the browser's choice, where msw reads the cookies for every handler it tries.
   */
  dispatch?: boolean;
}

/** The HTTP handlers alone: the operations (behind the dispatcher when asked) and the payment provider's page. */
export function createHttpHandlers(
  state: MockState,
  origin = '',
  options: HandlerOptions = {},
): RequestHandler[] {
  const http = options.dispatch
    ? [dispatchByOperation(lazyOperationHandlers(state, origin), origin)]
    : [...createOperationHandlers(state, origin).values()];
  return [...http, paymentProviderHandler(state, origin)];
}

export function createHandlers(
  state: MockState,
  origin = '',
  options: HandlerOptions = {},
): Array<RequestHandler | WebSocketHandler> {
  return [...createHttpHandlers(state, origin, options), ...state.realtime.handlers()];
}
