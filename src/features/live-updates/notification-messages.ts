import type {
  InvitationReceivedEvent,
  JoinRequestDecidedEvent,
  LicenceChangedEvent,
  OrderCompletedEvent,
} from '@/generated/model';

/** What the user is told when a notification arrives on their private channel. */
export const notificationText = {
  joinRequestDecided: ({ join_request }: JoinRequestDecidedEvent) =>
    join_request.status === 'approved'
      ? 'Your request to join the council was approved.'
      : 'Your request to join the council was declined.',
  invitationReceived: ({ invitation }: InvitationReceivedEvent) =>
    `${invitation.invited_by.name} invited you to join ${invitation.council.name}.`,
  licenceChanged: ({ licence }: LicenceChangedEvent) =>
    licence.status === 'active'
      ? `You now hold the licence "${licence.name}".`
      : `Your licence "${licence.name}" changed: ${licence.status}.`,
  orderCompleted: ({ order }: OrderCompletedEvent) =>
    `Your order for ${order.item_name} is complete.`,
};
