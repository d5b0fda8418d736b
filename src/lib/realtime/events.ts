/**
 * The application events of the real-time contract (openapi/asyncapi.yaml): their names, as Laravel's
 * `broadcastAs()` gives them, and the channels they travel on. Listen with a leading dot in Echo
 * (`.listen('.message.delta', ...)`): without it Echo prefixes the `App\Events` namespace.
 */
import type {
  CouncilAgentEvent,
  CouncilJoinRequestEvent,
  CouncilMemberEvent,
  InvitationReceivedEvent,
  JoinRequestDecidedEvent,
  LicenceChangedEvent,
  Message,
  MessageDeltaEvent,
  MessageFailedEvent,
  OrderCompletedEvent,
  Thread,
} from '@/generated/model';

export const RealtimeEvent = {
  messageCreated: 'message.created',
  messageDelta: 'message.delta',
  messageCompleted: 'message.completed',
  messageFailed: 'message.failed',
  messageStopped: 'message.stopped',
  threadUpdated: 'thread.updated',
  joinRequestDecided: 'join-request.decided',
  invitationReceived: 'invitation.received',
  licenceChanged: 'licence.changed',
  orderCompleted: 'order.completed',
  councilMemberAdded: 'council.member.added',
  councilMemberRemoved: 'council.member.removed',
  councilMemberUpdated: 'council.member.updated',
  councilAgentUpdated: 'council.agent.updated',
  councilLicenceChanged: 'council.licence.changed',
  councilJoinRequestCreated: 'council.join-request.created',
} as const;

export type RealtimeEventName = (typeof RealtimeEvent)[keyof typeof RealtimeEvent];

/** Echo channel names (without the `private-` / `presence-` prefix Echo adds) and full Pusher names. */
export const RealtimeChannel = {
  thread: (threadId: number) => `threads.${threadId}`,
  user: (userId: number) => `App.Models.User.${userId}`,
  council: (councilId: number) => `councils.${councilId}`,
} as const;

export const PusherChannelName = {
  thread: (threadId: number) => `private-${RealtimeChannel.thread(threadId)}`,
  user: (userId: number) => `private-${RealtimeChannel.user(userId)}`,
  council: (councilId: number) => `presence-${RealtimeChannel.council(councilId)}`,
} as const;

/** The payload type of each event, for typed listeners. */
export interface RealtimeEventPayloads {
  'message.created': Message;
  'message.delta': MessageDeltaEvent;
  'message.completed': Message;
  'message.failed': MessageFailedEvent;
  'message.stopped': Message;
  'thread.updated': Thread;
  'join-request.decided': JoinRequestDecidedEvent;
  'invitation.received': InvitationReceivedEvent;
  'licence.changed': LicenceChangedEvent;
  'order.completed': OrderCompletedEvent;
  'council.member.added': CouncilMemberEvent;
  'council.member.removed': CouncilMemberEvent;
  'council.member.updated': CouncilMemberEvent;
  'council.agent.updated': CouncilAgentEvent;
  'council.licence.changed': LicenceChangedEvent;
  'council.join-request.created': CouncilJoinRequestEvent;
}
