/**
 * The identity area's operations: authentication, profile and agent list, dictionaries, tools,
 * support, payments and channel authorization.
 */
import type { DefinedOperation } from '../http/define-operation';
import { authOperations } from './identity/auth';
import { broadcastingOperations } from './identity/broadcasting';
import { dictionaryOperations } from './identity/dictionaries';
import { microsoftOperations } from './identity/microsoft';
import { paymentOperations } from './identity/payments';
import { profileOperations } from './identity/profile';
import { supportOperations } from './identity/support';
import { toolOperations } from './identity/tools';

export const identityOperations: readonly DefinedOperation[] = [
  ...authOperations,
  ...microsoftOperations,
  ...profileOperations,
  ...dictionaryOperations,
  ...toolOperations,
  ...supportOperations,
  ...paymentOperations,
  ...broadcastingOperations,
];
