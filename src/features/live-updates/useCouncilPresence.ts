import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { listenForEvent, useEcho, RealtimeChannel, RealtimeEvent } from '@/lib/realtime/live';
import type { OnlineMember } from '@/lib/realtime/presence';
import {
  afterCouncilAgentChanged,
  afterJoinRequestMade,
  afterLicenceAssigned,
  afterMemberChanged,
} from '@/lib/query/refresh';
import { councilNoticeText } from '../../lib/realtime/notification-messages';
import { councilPresence } from './presence-store';

/**
 * Joins the current council's presence channel: keeps the online members in `councilPresence`
 * and refetches the council's data when it changes, with a short notice of what changed.
 */
export function useCouncilPresence(userId: number | null, councilId: number | null): void {
  const queryClient = useQueryClient();
  const echo = useEcho();

  useEffect(() => {
    if (echo === null || userId === null || councilId === null) return;
    const name = RealtimeChannel.council(councilId);
    const channel = echo
      .join(name)
      // Echo hands over the members' user_info as sent; the store reads their ids.
      .here((members: unknown) => councilPresence.here(members))
      .joining((member: unknown) => councilPresence.joining(member))
      .leaving((member: unknown) => councilPresence.leaving(member));
    // Each event refreshes what the screen that made the change refreshes (src/lib/query/refresh.ts).
    const notice =
      <T>(
        refresh: (client: typeof queryClient, council: number) => Promise<void>,
        text: (event: T) => string,
      ) =>
      (event: T) => {
        void refresh(queryClient, councilId);
        toast(text(event));
      };
    const stops = [
      listenForEvent(
        channel,
        RealtimeEvent.councilMemberAdded,
        notice(afterMemberChanged, councilNoticeText.memberAdded),
      ),
      listenForEvent(
        channel,
        RealtimeEvent.councilMemberRemoved,
        notice(afterMemberChanged, councilNoticeText.memberRemoved),
      ),
      listenForEvent(
        channel,
        RealtimeEvent.councilMemberUpdated,
        notice(afterMemberChanged, councilNoticeText.memberUpdated),
      ),
      listenForEvent(
        channel,
        RealtimeEvent.councilAgentUpdated,
        notice(afterCouncilAgentChanged, councilNoticeText.agentUpdated),
      ),
      listenForEvent(
        channel,
        RealtimeEvent.councilLicenceChanged,
        notice(afterLicenceAssigned, councilNoticeText.licenceChanged),
      ),
      listenForEvent(
        channel,
        RealtimeEvent.councilJoinRequestCreated,
        notice(afterJoinRequestMade, councilNoticeText.joinRequestCreated),
      ),
    ];
    return () => {
      for (const stop of stops) stop();
      echo.leave(name);
      councilPresence.clear();
    };
  }, [echo, userId, councilId, queryClient]);
}

/** The online members of the current council. */
export function useOnlineMembers(): readonly OnlineMember[] {
  return useSyncExternalStore(
    councilPresence.subscribe,
    councilPresence.getSnapshot,
    councilPresence.getSnapshot,
  );
}
