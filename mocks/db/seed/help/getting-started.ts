import type { HelpPageSeed } from './types';

export const GETTING_STARTED: HelpPageSeed = {
  slug: 'getting-started',
  title: 'Getting started',
  updatedDaysAgo: 40,
  body: `# Getting started

Council Chat lets the people of a council (a parish, town or district council, or any organisation
that works the same way) chat with **AI agents**: assistants that each know one job, such as
drafting committee reports, explaining the code of conduct or answering planning questions.

Everything happens inside a **council**, your organisation's shared space. A council has members,
its own agents and its own documents; what one council shares is never seen by another.

## Your first ten minutes

1. [Create your account](/help/getting-started/create-an-account) with your work email, or sign in
   with Microsoft.
2. [Join your council](/help/getting-started/join-a-council): accept the invitation you were sent,
   use a join code, or ask to join. No council yet? Create one; you become its administrator.
3. [Start your first chat](/help/getting-started/first-chat): pick an agent, ask your question, and
   watch the answer arrive.

## Finding your way around

- **Chat** is where you spend most of your time: your recent chats on the left, grouped by day,
  the conversation on the right.
- **My agents** lists the agents you can use; the **App store** has more.
- The **Council** pages (members, licences, orders) appear for the people whose role allows them.
- **Settings** holds your profile, password, date format and connected tools.

> Tip: pin the agents you use every day. Pinned agents stay at the top of the chat sidebar, and the
> rest fold away under **Show all**.`,
  children: [
    {
      slug: 'create-an-account',
      title: 'Create an account',
      updatedDaysAgo: 40,
      body: `# Create an account

Open **Create account** on the home page and fill in:

- your **full name**, as your colleagues know you;
- your **work email**, where invitations and password links are sent;
- a **password** of at least **8 characters**, typed twice;
- your acceptance of the [terms and conditions](/terms-and-conditions).

## Verifying your email

We send you an email with a verification link. Until you open it a banner reminds you to verify
your address; everything else already works. The link opens Council Chat and confirms the address
at once. If it has expired, sign in and ask for a new one from the banner.

## Signing up with Microsoft

If your council uses Microsoft 365, choose **Sign in with Microsoft** instead. You approve the
access once at Microsoft and your account is created with your Microsoft name and email: no
password to remember. See [Signing in with Microsoft](/help/account/microsoft-sign-in).

## What happens next

A new account belongs to no council yet. The pages that need one welcome you with three ways in:
accept an invitation, ask to join your council, or create a council of your own.`,
    },
    {
      slug: 'join-a-council',
      title: 'Join a council',
      updatedDaysAgo: 35,
      body: `# Join a council

A council is your organisation's workspace: its members, its agents and its files. You can belong
to several councils and switch between them from the sidebar's **Your councils** list; the pages
you see follow your role in the council you have switched to.

## Three ways in

| Way | When | What you do |
|---|---|---|
| Invitation | an administrator invited your email | open the link in the email and accept |
| Join code | you were given a code such as \`NORTH-2026\` | enter it under **Join with a code** |
| Request | you know the council's name | search for it under **Ask to join** and send a request |

A request waits until an administrator of the council approves or rejects it. You can see it as
*pending* meanwhile, and you are told the answer as soon as it is given.

## Creating a council instead

Nobody has set your organisation up yet? Create the council yourself: give it a name and an
optional description. You become its **administrator** and can invite your colleagues straight away.`,
      children: [
        {
          slug: 'join-codes',
          title: 'Join codes',
          updatedDaysAgo: 35,
          body: `# Join codes

A join code is a short code an administrator shares with the people who may join, for example
\`NORTH-2026\`. It saves them searching for the council by name.

## Using a code

1. Open **Join with a code** (on any page that asks you to join a council, or from the sidebar).
2. Enter the code exactly as you were given it.
3. Send your request, with a short note if you like ("I am the new deputy clerk").

An administrator approves or rejects the request. Approved, the council appears under
**Your councils** and its agents under **My agents**.

## For administrators

Share the code only with people who should join: anyone with it can *ask*, but nobody gets in
without your approval. Requests wait under **Council management › Join requests**, with a count
beside the menu entry.`,
        },
        {
          slug: 'invitations',
          title: 'Accepting an invitation',
          updatedDaysAgo: 30,
          body: `# Accepting an invitation

Invitations arrive by email and are valid for **7 days**. The email names the council, who invited
you and the role you will have.

## Opening the link

- **You already have an account**: sign in if you are not, then choose **Accept**. The council
  appears in your sidebar at once.
- **You have no account yet**: the page asks for your name and a password, and creates your
  account on the spot with the invited email.

Signed in already? Your pending invitations also appear in the sidebar under **You are invited**,
with **Accept** and **Decline**.

## When it does not work

- *The invitation has expired*: ask the administrator to send it again; a new link is valid for
  another 7 days.
- *The invitation is for another email*: sign in with the address the email was sent to.
- *Already accepted*: the council is in your list; nothing more to do.`,
        },
      ],
    },
    {
      slug: 'first-chat',
      title: 'Your first chat',
      updatedDaysAgo: 28,
      body: `# Your first chat

1. Open **Chat** and choose **New chat**, then pick an agent (or start from one of your pinned
   agents in the sidebar).
2. Type your question and press **Enter** to send; \`Shift+Enter\` adds a new line. On a phone,
   the send button sends and Enter makes a new line.
3. The answer streams in as the agent writes it.

## While the agent replies

- **Stop** (the square button, or **Esc**) ends the reply; what was written so far is kept and
  marked *Stopped*.
- Enter never stops a reply. If you press it with your next question ready, the question stays in
  the box and the line below it says why; send it when the reply has finished.

## After the reply

- **Copy** copies a message as Markdown; code blocks have their own copy button.
- **Regenerate** asks for another answer; earlier answers stay available as versions (‹ 1 / 2 ›).
- **Edit** (on your last message) changes your question and asks again.

## Files

Attach files with the paper clip, by dropping them on the message box, or by pasting: PDF, Word,
Excel, images and plain text, up to **20 MB** each.`,
    },
  ],
};
