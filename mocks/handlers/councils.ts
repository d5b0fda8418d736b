/**
 * The councils area's operations: councils and joining them, invitations, council users,
 * licences, subscriptions and orders, the council's files, its agents and SharePoint.
 */
import type { DefinedOperation } from '../http/define-operation';
import { councilAgentOperations } from './councils/agents';
import { councilCrudOperations } from './councils/councils';
import { councilFileOperations } from './councils/files';
import { invitationOperations } from './councils/invitations';
import { joinRequestOperations } from './councils/join-requests';
import { myInvitationOperations } from './councils/my-invitations';
import { licenceOperations } from './councils/licences';
import { sharepointOperations } from './councils/sharepoint';
import { orderOperations } from './councils/orders';
import { subscriptionOperations } from './councils/subscriptions';
import { councilUserOperations } from './councils/users';

export const councilOperations: readonly DefinedOperation[] = [
  ...councilCrudOperations,
  ...joinRequestOperations,
  ...invitationOperations,
  ...myInvitationOperations,
  ...councilUserOperations,
  ...licenceOperations,
  ...subscriptionOperations,
  ...orderOperations,
  ...councilFileOperations,
  ...councilAgentOperations,
  ...sharepointOperations,
];
