/**
 * Event name -> generated zod schema of its payload (openapi/asyncapi.yaml `messages`). Used by the
 * dev/test check of arriving events (validate-event.ts, loaded lazily so production builds do not
 * carry the schemas) and by the fake broadcaster, which refuses to publish a payload that breaks
 * the contract. tests/realtime/event-schemas.test.ts keeps this table in step with asyncapi.yaml.
 */
import { CouncilAgentEvent } from '@/generated/zod/schemas/councilAgentEvent.zod';
import { CouncilJoinRequestEvent } from '@/generated/zod/schemas/councilJoinRequestEvent.zod';
import { CouncilMemberEvent } from '@/generated/zod/schemas/councilMemberEvent.zod';
import { InvitationReceivedEvent } from '@/generated/zod/schemas/invitationReceivedEvent.zod';
import { JoinRequestDecidedEvent } from '@/generated/zod/schemas/joinRequestDecidedEvent.zod';
import { LicenceChangedEvent } from '@/generated/zod/schemas/licenceChangedEvent.zod';
import { Message } from '@/generated/zod/schemas/message.zod';
import { MessageDeltaEvent } from '@/generated/zod/schemas/messageDeltaEvent.zod';
import { MessageFailedEvent } from '@/generated/zod/schemas/messageFailedEvent.zod';
import { OrderCompletedEvent } from '@/generated/zod/schemas/orderCompletedEvent.zod';
import { Thread } from '@/generated/zod/schemas/thread.zod';
import { RealtimeEvent, type RealtimeEventName } from './events';

/** The part of a zod schema the checks need (kept structural so any zod version fits). */
export interface EventSchema {
  safeParse(value: unknown): { success: boolean; error?: unknown };
}

export type EventSchemas = Record<string, EventSchema>;

export const realtimeEventSchemas: Record<RealtimeEventName, EventSchema> = {
  [RealtimeEvent.messageCreated]: Message,
  [RealtimeEvent.messageDelta]: MessageDeltaEvent,
  [RealtimeEvent.messageCompleted]: Message,
  [RealtimeEvent.messageFailed]: MessageFailedEvent,
  [RealtimeEvent.messageStopped]: Message,
  [RealtimeEvent.threadUpdated]: Thread,
  [RealtimeEvent.joinRequestDecided]: JoinRequestDecidedEvent,
  [RealtimeEvent.invitationReceived]: InvitationReceivedEvent,
  [RealtimeEvent.licenceChanged]: LicenceChangedEvent,
  [RealtimeEvent.orderCompleted]: OrderCompletedEvent,
  [RealtimeEvent.councilMemberAdded]: CouncilMemberEvent,
  [RealtimeEvent.councilMemberRemoved]: CouncilMemberEvent,
  [RealtimeEvent.councilMemberUpdated]: CouncilMemberEvent,
  [RealtimeEvent.councilAgentUpdated]: CouncilAgentEvent,
  [RealtimeEvent.councilLicenceChanged]: LicenceChangedEvent,
  [RealtimeEvent.councilJoinRequestCreated]: CouncilJoinRequestEvent,
};

/** A description of what is wrong with the payload, or null when it is valid or has no schema. */
export function findEventViolation(eventName: string, payload: unknown): string | null {
  const schema = (realtimeEventSchemas as EventSchemas)[eventName];
  if (!schema) return null;
  const result = schema.safeParse(payload);
  if (result.success) return null;
  const issues = (result.error as { issues?: unknown } | undefined)?.issues ?? result.error;
  return `${eventName} arrived with a payload that breaks the contract: ${JSON.stringify(issues, null, 2)}`;
}
