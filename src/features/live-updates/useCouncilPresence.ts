import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { listenForEvent, useEcho, RealtimeChannel, RealtimeEvent } from '@/lib/realtime/live';
import type { OnlineMember } from '@/lib/realtime/presence';
import { afterCouncilChanged } from '@/lib/query/refresh';
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
    // Every council change may move counts shown elsewhere (members, licences, requests): refetch the council's data.
    const refetch = () => void afterCouncilChanged(queryClient, councilId);
    const notice =
      <T>(text: (event: T) => string) =>
      (event: T) => {
        refetch();
        toast(text(event));
      };
    const stops = [
      listenForEvent(
        channel,
        RealtimeEvent.councilMemberAdded,
        notice(councilNoticeText.memberAdded),
      ),
      listenForEvent(
        channel,
        RealtimeEvent.councilMemberRemoved,
        notice(councilNoticeText.memberRemoved),
      ),
      listenForEvent(
        channel,
        RealtimeEvent.councilMemberUpdated,
        notice(councilNoticeText.memberUpdated),
      ),
      listenForEvent(
        channel,
        RealtimeEvent.councilAgentUpdated,
        notice(councilNoticeText.agentUpdated),
      ),
      listenForEvent(
        channel,
        RealtimeEvent.councilLicenceChanged,
        notice(councilNoticeText.licenceChanged),
      ),
      listenForEvent(
        channel,
        RealtimeEvent.councilJoinRequestCreated,
        notice(councilNoticeText.joinRequestCreated),
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
