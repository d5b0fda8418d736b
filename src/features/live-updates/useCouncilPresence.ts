import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { PresenceMember } from '@/generated/model';
import { listenForEvent, useEcho, RealtimeChannel, RealtimeEvent } from '@/lib/realtime/live';
import { invalidateByPrefix } from './invalidate';
import { councilPresence } from './presence-store';

type Member = PresenceMember['user_info'];

/**
 * Joins the current council's presence channel: keeps the online members in `councilPresence`
 * and refetches the council's members, agents, licences and join requests when they change.
 */
export function useCouncilPresence(userId: number | null, councilId: number | null): void {
  const queryClient = useQueryClient();
  const echo = useEcho();

  useEffect(() => {
    if (echo === null || userId === null || councilId === null) return;
    const name = RealtimeChannel.council(councilId);
    const prefix = `/api/councils/${councilId}`;
    const channel = echo
      .join(name)
      .here((members: Member[]) => councilPresence.here(members))
      .joining((member: Member) => councilPresence.joining(member))
      .leaving((member: Member) => councilPresence.leaving(member));
    const refetch =
      (...paths: string[]) =>
      () =>
        void invalidateByPrefix(queryClient, ...paths.map((p) => `${prefix}${p}`));
    const stops = [
      listenForEvent(channel, RealtimeEvent.councilMemberAdded, refetch('/users', '/licences')),
      listenForEvent(channel, RealtimeEvent.councilMemberRemoved, refetch('/users', '/licences')),
      listenForEvent(channel, RealtimeEvent.councilMemberUpdated, refetch('/users')),
      listenForEvent(channel, RealtimeEvent.councilAgentUpdated, refetch('/agents')),
      listenForEvent(channel, RealtimeEvent.councilLicenceChanged, refetch('/licences', '/users')),
      listenForEvent(channel, RealtimeEvent.councilJoinRequestCreated, refetch('/join-requests')),
    ];
    return () => {
      for (const stop of stops) stop();
      echo.leave(name);
      councilPresence.clear();
    };
  }, [echo, userId, councilId, queryClient]);
}

/** The online members of the current council. */
export function useOnlineMembers(): readonly Member[] {
  return useSyncExternalStore(
    councilPresence.subscribe,
    councilPresence.getSnapshot,
    councilPresence.getSnapshot,
  );
}
