/**
 * The councils area's broadcasts (openapi/asyncapi.yaml): council events on the council's presence
 * channel, notifications on the user's private channel. Payloads are typed by the app's event map,
 * and the broadcaster checks each against the contract's event schema.
 */
import type {
  CouncilAgent,
  CouncilUser,
  Invitation,
  JoinRequest,
  Licence,
} from '@/generated/model';
import {
  PusherChannelName,
  RealtimeEvent,
  type RealtimeEventPayloads,
} from '@/lib/realtime/events';
import type { MockState } from '../laravel/mock-state';

/**
 * Every council event and notification is broadcast `->toOthers()`: the tab whose request caused it
 * already tells its user what they did, so only the others watching (other users, the same user's
 * other tabs) get the echo.
 */
function publisher(state: MockState, channel: string, request?: Request) {
  // The request's own X-Socket-ID when given: a resolver that broadcasts after an await is no
  // longer in the synchronous part `toOthers` knows it from (mocks/realtime-wiring.ts), and the
  // inviting tab got the echo of its own invitation as a notice.
  const socket = request?.headers.get('X-Socket-ID') ?? null;
  return <E extends keyof RealtimeEventPayloads>(event: E, payload: RealtimeEventPayloads[E]) =>
    state.realtime.publish(
      channel,
      event,
      payload,
      socket === null ? { toOthers: true } : { exceptSocketId: socket },
    );
}

/** `request`: the HTTP request that caused the events (its socket is spared), when known. */
export function councilEvents(state: MockState, councilId: number, request?: Request) {
  const publish = publisher(state, PusherChannelName.council(councilId), request);
  return {
    memberAdded: (user: CouncilUser) =>
      publish(RealtimeEvent.councilMemberAdded, { council_id: councilId, user }),
    memberUpdated: (user: CouncilUser) =>
      publish(RealtimeEvent.councilMemberUpdated, { council_id: councilId, user }),
    memberRemoved: (user: CouncilUser) =>
      publish(RealtimeEvent.councilMemberRemoved, { council_id: councilId, user }),
    agentUpdated: (agent: CouncilAgent) =>
      publish(RealtimeEvent.councilAgentUpdated, { council_id: councilId, agent }),
    licenceChanged: (licence: Licence) => publish(RealtimeEvent.councilLicenceChanged, { licence }),
    joinRequestCreated: (joinRequest: JoinRequest) =>
      publish(RealtimeEvent.councilJoinRequestCreated, {
        council_id: councilId,
        join_request: joinRequest,
      }),
  };
}

export function userEvents(state: MockState, userId: number, request?: Request) {
  const publish = publisher(state, PusherChannelName.user(userId), request);
  return {
    joinRequestDecided: (joinRequest: JoinRequest) =>
      publish(RealtimeEvent.joinRequestDecided, { join_request: joinRequest }),
    invitationReceived: (invitation: Invitation) =>
      publish(RealtimeEvent.invitationReceived, { invitation }),
    licenceChanged: (licence: Licence) => publish(RealtimeEvent.licenceChanged, { licence }),
  };
}
