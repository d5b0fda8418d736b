import type {
  CouncilAgentEvent,
  CouncilJoinRequestEvent,
  CouncilMemberEvent,
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
  orderCompleted: ({ order }: Pick<OrderCompletedEvent, 'order'>) =>
    order.payment_status === 'invoiced'
      ? `Order #${order.number} for ${order.item_name} is invoiced: it is available now, the invoice is still to be paid.`
      : `Order #${order.number} for ${order.item_name} is paid.`,
};

/** The short notices of council changes arriving on the council's presence channel. */
export const councilNoticeText = {
  memberAdded: ({ user }: CouncilMemberEvent) =>
    user.status === 'invited'
      ? `${user.email} was invited to the council.`
      : `${user.name} joined the council.`,
  memberRemoved: ({ user }: CouncilMemberEvent) =>
    user.status === 'invited'
      ? `The invitation to ${user.email} was withdrawn.`
      : `${user.name} left the council.`,
  memberUpdated: ({ user }: CouncilMemberEvent) =>
    `${user.name}'s membership changed (${user.role}).`,
  agentUpdated: ({ agent }: CouncilAgentEvent) => `${agent.agent.name} was updated.`,
  licenceChanged: ({ licence }: LicenceChangedEvent) =>
    licence.user
      ? `${licence.name} is now held by ${licence.user.name}.`
      : `${licence.name} is unassigned.`,
  joinRequestCreated: ({ join_request }: CouncilJoinRequestEvent) =>
    `${join_request.user.name} asked to join the council.`,
};

/**
 * The one notice of an order's completion: the payer's own confirmation and the `order.completed`
 * broadcast that follows it share this toast id, so the second replaces the first instead of
 * stacking a second notice of the same payment.
 */
export const orderNoticeId = (order: { id: number }) => `order-${order.id}-completed`;

/**
 * Orders this tab is paying where the screen itself confirms them (the app store's purchase: the
 * payment step's success, then the page's panel): their `order.completed` broadcast refreshes the
 * data but adds no toast, so a purchase is confirmed once, not by a dialog, two toasts and a panel.
 */
export const ordersConfirmedHere = new Set<number>();
