/** Data-transfer type of a thread dragged in the sidebar (onto a folder, or out of one). */
export const THREAD_DRAG_TYPE = 'application/x-council-thread';

/** The exact messages of product-spec section 8 for the optimistic agent actions. */
export { AUTH_DEFAULT_MESSAGES } from '@/lib/session/auth-messages';
export const PIN_FAILED_MESSAGE = 'Failed to update pin state';
export const REMOVE_FAILED_MESSAGE = 'Failed to remove agent';

/** Below this width the chat list is a drawer over the conversation (the phone layout of styles/phone.css). */
export const CHAT_DRAWER_QUERY = '(max-width: 760px)';
