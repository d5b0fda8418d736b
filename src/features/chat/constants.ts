/** Data-transfer type of a thread dragged in the sidebar (onto a folder, or out of one). */
export const THREAD_DRAG_TYPE = 'application/x-council-thread';

/** Below this width the chat list is a drawer over the conversation (the phone layout of styles/phone.css). */
export const CHAT_DRAWER_QUERY = '(max-width: 760px)';
