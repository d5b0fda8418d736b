import type { HelpPageSeed } from './types';

export const CHATS: HelpPageSeed = {
  slug: 'chats-and-folders',
  title: 'Chats and folders',
  updatedDaysAgo: 16,
  body: `# Chats and folders

Every conversation with an agent is a *chat*. The sidebar lists your recent chats grouped by when
you last used them (**Today**, **Yesterday**, **Previous 7 days**, **Previous 30 days**, then by
month and year), the newest on top.

## A chat's ⋯ menu

- **Rename…**: chats are named after your first question; give it a name you will recognise.
- **Move to folder**: file it away, or take it out of a folder.
- **Export as Markdown** or **as JSON**: download the whole chat, every message with its author
  and time.
- **Print…**: a clean printout of the conversation.
- **Delete**: removes the chat; **Undo** in the message that follows brings it back.

## Finding a chat

Type in **Search chats and messages** (or press **Ctrl+K**): chat titles match first, then the
messages that contain your words, each shown once under its chat with the words marked. Choosing a
message opens the chat at that message, even far back in a long conversation.

## Keyboard shortcuts

Press **?** (outside a text box) or **Ctrl+/** to see them all: a new chat, focus the message box,
stop a reply, regenerate the last reply, and move to the next or previous chat.`,
  children: [
    {
      slug: 'folders',
      title: 'Organising chats in folders',
      updatedDaysAgo: 16,
      body: `# Organising chats in folders

Create a folder with the **+** beside **Folders** in the sidebar, then drag chats into it, or use
**Move to folder** in a chat's **⋯** menu. Drag a chat onto **Chats** to take it out again.

## Managing folders

- Open a folder to see its chats; the number beside it says how many it holds.
- Rename or delete it from its own **⋯** menu.
- Deleting a folder keeps its chats: they move back to the main list.

Folders are yours alone: colleagues do not see them, even in the same council.`,
    },
    {
      slug: 'attachments',
      title: 'Attaching files',
      updatedDaysAgo: 9,
      body: `# Attaching files

Click the paper clip, drop files on the message box, or paste an image. Up to **10 files** per
message.

## While they upload

Each file shows its progress above the message box; you can keep typing. A file that is refused
(too large, say) says why, and you can remove it and send the rest. Sending waits until every
file has uploaded.

## What the agent does with them

The agent reads the files with your question: ask it to summarise a report, compare two versions
of a policy or check a spreadsheet's totals. The files stay attached to your message in the chat,
and are listed in an export.`,
    },
    {
      slug: 'when-things-go-wrong',
      title: 'When a message is not sent',
      updatedDaysAgo: 7,
      body: `# When a message is not sent

If the connection drops or the service has a problem, your message stays in the chat marked
**Not sent**, with the reason.

- **Retry** sends it again.
- **Discard** removes it.

The text is kept in that message only, not also in the message box, so it cannot be sent twice by
accident. Typing the same text again and pressing Enter retries it rather than sending a copy.

## Offline

When Council Chat cannot reach the service, a banner says so at the top and the app tries again
on its own. Your drafts are kept per chat, also across a reload, until you send them.`,
    },
  ],
};
