import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { listenForEvent, useEcho, RealtimeChannel, RealtimeEvent } from '@/lib/realtime/live';
import {
  afterInvitationReceived,
  afterOwnJoinRequestDecided,
  afterOwnLicenceChanged,
  afterPayment,
} from '@/lib/query/refresh';
import {
  notificationText,
  orderNoticeId,
  ordersConfirmedHere,
} from '../../lib/realtime/notification-messages';

/**
 * The signed-in user's notifications (Laravel's default user channel, private-App.Models.User.{id}):
 * each is shown as a toast, and the data it makes stale is refetched.
 */
export function useUserNotifications(userId: number | null): void {
  const queryClient = useQueryClient();
  const echo = useEcho();

  useEffect(() => {
    if (echo === null || userId === null) return;
    const name = RealtimeChannel.user(userId);
    const channel = echo.private(name);
    const stops = [
      listenForEvent(channel, RealtimeEvent.joinRequestDecided, (event) => {
        toast(notificationText.joinRequestDecided(event));
        void afterOwnJoinRequestDecided(queryClient, event.join_request.council_id);
      }),
      listenForEvent(channel, RealtimeEvent.invitationReceived, (event) => {
        toast(notificationText.invitationReceived(event));
        void afterInvitationReceived(queryClient);
      }),
      listenForEvent(channel, RealtimeEvent.licenceChanged, (event) => {
        toast(notificationText.licenceChanged(event));
        void afterOwnLicenceChanged(queryClient, event.licence.council_id);
      }),
      listenForEvent(channel, RealtimeEvent.orderCompleted, (event) => {
        if (!ordersConfirmedHere.has(event.order.id))
          toast.success(notificationText.orderCompleted(event), { id: orderNoticeId(event.order) });
        // As the app does after a payment; every council's data, as the notice does not say which.
        void afterPayment(queryClient);
      }),
    ];
    return () => {
      for (const stop of stops) stop();
      echo.leave(name);
    };
  }, [echo, userId, queryClient]);
}
