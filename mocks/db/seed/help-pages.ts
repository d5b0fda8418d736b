/**
 * The help centre's pages, written as a tree (the seed flattens it into `helpPages` rows with
 * `parent_id`, `path` and `position`). Four levels deep, so the frontend's `/help/{args...}` route
 * is exercised at every depth; one page is unpublished and must never be listed.
 */
export interface HelpPageSeed {
  slug: string;
  title: string;
  body: string;
  /** Days before the seed's "now" the page was last edited. */
  updatedDaysAgo: number;
  published?: boolean;
  children?: HelpPageSeed[];
}

export const HELP_PAGES: HelpPageSeed[] = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    updatedDaysAgo: 40,
    body: `# Getting started

Council Chat lets your team chat with **AI agents** inside shared workspaces called *councils*.

1. [Create your account](/help/getting-started/create-an-account)
2. [Join a council](/help/getting-started/join-a-council) or create your own
3. [Start your first chat](/help/getting-started/first-chat)

> Tip: pin the agents you use every day so they stay at the top of your list.`,
    children: [
      {
        slug: 'create-an-account',
        title: 'Create an account',
        updatedDaysAgo: 40,
        body: `# Create an account

Open **Sign up**, enter your name, your work email and a password of at least **8 characters**,
and accept the terms and conditions.

We send you an email with a verification link. Until you open it, a banner reminds you to verify
your address; everything else already works.

You can also sign up with your **Microsoft** work account: no password needed.`,
      },
      {
        slug: 'join-a-council',
        title: 'Join a council',
        updatedDaysAgo: 35,
        body: `# Join a council

A council is your organisation's workspace: its members, its agents and its files.

There are two ways in:

- an administrator **invites** you by email, or
- you **ask to join**: search for the council by name, or use the join code you were given.`,
        children: [
          {
            slug: 'join-codes',
            title: 'Join codes',
            updatedDaysAgo: 35,
            body: `# Join codes

A join code is a short code an administrator shares, for example \`NORTH-2026\`.

Open **Join a council**, enter the code and send your request. An administrator approves or
rejects it; you get a notification either way.`,
          },
          {
            slug: 'invitations',
            title: 'Accepting an invitation',
            updatedDaysAgo: 30,
            body: `# Accepting an invitation

Invitations arrive by email and are valid for **7 days**. Open the link and:

- if you already have an account, sign in and accept;
- otherwise choose your name and a password, and your account is created on the spot.

Expired invitation? Ask the administrator to send a new one.`,
          },
        ],
      },
      {
        slug: 'first-chat',
        title: 'Your first chat',
        updatedDaysAgo: 28,
        body: `# Your first chat

1. Pick an agent from **Agents** (or add one from the **App store**).
2. Type your question and press **Enter**; \`Shift+Enter\` adds a new line.
3. The answer streams in as the agent writes it.

You can attach files to a message: PDF, Word, Excel, images and plain text, up to **20 MB** each.`,
      },
    ],
  },
  {
    slug: 'agents',
    title: 'Working with agents',
    updatedDaysAgo: 20,
    body: `# Working with agents

Agents are AI assistants with their own instructions, knowledge and tools. Add them from the
**App store** and pin your favourites.`,
    children: [
      {
        slug: 'app-store',
        title: 'The app store',
        updatedDaysAgo: 20,
        body: `# The app store

Browse agents by **category**, search by name, and filter by *free* or *paid*.

Each agent's page shows what it does, who built it and which tools it uses.`,
        children: [
          {
            slug: 'free-and-paid',
            title: 'Free and paid agents',
            updatedDaysAgo: 18,
            body: `# Free and paid agents

| Pricing | How you get it | Where it appears |
|---|---|---|
| Free | **Add** | your agents, at once |
| Paid | **Buy** (card or, for councils, invoice) | your agents, once the payment succeeds |

Buying for a council makes the agent available to the council; its administrators decide who may use it.`,
          },
        ],
      },
      {
        slug: 'pinning',
        title: 'Pinning agents',
        updatedDaysAgo: 15,
        body: `# Pinning agents

Click the **pin** next to an agent to keep it at the top of your list. The most recently pinned
agent comes first. Click again to unpin.`,
      },
      {
        slug: 'building-agents',
        title: 'Building your own agents',
        updatedDaysAgo: 12,
        body: `# Building your own agents

Open **Manage agents** and choose **New agent**. A new agent is a *draft*: only you can see it
until you **publish** it to the app store. Publishing cannot be undone.`,
        children: [
          {
            slug: 'instructions',
            title: 'Writing instructions',
            updatedDaysAgo: 12,
            body: `# Writing instructions

Instructions tell the agent who it is and how to answer. Good instructions are:

- **specific**: "Answer as a planning officer of a parish council", not "be helpful";
- **bounded**: say what the agent must *not* do;
- **example-led**: include one short example of a good answer.

\`\`\`text
You review contracts for small councils. Flag risky clauses, quote them,
and explain the risk in one sentence each. Never give a final legal opinion.
\`\`\``,
          },
          {
            slug: 'knowledge-files',
            title: 'Knowledge files',
            updatedDaysAgo: 10,
            body: `# Knowledge files

Upload documents the agent should draw on: policies, handbooks, past minutes. The agent cites
them in its answers.`,
            children: [
              {
                slug: 'supported-formats',
                title: 'Supported formats',
                updatedDaysAgo: 10,
                body: `# Supported formats

- PDF (\`.pdf\`)
- Word (\`.docx\`)
- Excel (\`.xlsx\`) and CSV (\`.csv\`)
- Plain text and Markdown (\`.txt\`, \`.md\`)

Each file can be up to **20 MB**. Scanned PDFs need a text layer.`,
              },
            ],
          },
        ],
      },
      {
        slug: 'tools',
        title: 'Connecting external tools',
        updatedDaysAgo: 8,
        body: `# Connecting external tools

Some agents use tools such as **Google Calendar**, **Jira** or **Slack** on your behalf.

Open **Settings → Tools**, choose **Connect** and approve the access at the provider. You can
disconnect a tool at any time; agents then stop using it for you.`,
      },
    ],
  },
  {
    slug: 'councils',
    title: 'Councils',
    updatedDaysAgo: 25,
    body: `# Councils

Everything about running a council: members and roles, invitations, licences and documents.`,
    children: [
      {
        slug: 'roles',
        title: 'Roles and permissions',
        updatedDaysAgo: 25,
        body: `# Roles and permissions

| Role | Can |
|---|---|
| Administrator | everything: settings, users, invitations, join requests, licences, orders |
| Manager | the council's agents, their files and users, SharePoint links, council files |
| Member | chat with the council's agents |`,
      },
      {
        slug: 'inviting-users',
        title: 'Inviting users',
        updatedDaysAgo: 22,
        body: `# Inviting users

Open **Users**, choose **Invite user**, enter the email address and pick a role. The invitee gets
an email and appears as *invited* until they accept.`,
      },
      {
        slug: 'licences',
        title: 'Licences',
        updatedDaysAgo: 21,
        body: `# Licences

Your subscription comes with a number of **seats**. Assign a licence to each member who should use
the council's agents; unassigned licences can be given to someone else at any time.`,
      },
      {
        slug: 'sharepoint',
        title: 'Linking SharePoint',
        updatedDaysAgo: 14,
        body: `# Linking SharePoint

Administrators can connect the council's **SharePoint** once. Managers then link a document
library folder to an agent, and the agent answers from those documents.`,
      },
    ],
  },
  {
    slug: 'chats-and-folders',
    title: 'Chats and folders',
    updatedDaysAgo: 16,
    body: `# Chats and folders

Every conversation with an agent is a *chat*. Rename chats, move them into folders, or delete them
when you no longer need them.`,
    children: [
      {
        slug: 'folders',
        title: 'Organising chats in folders',
        updatedDaysAgo: 16,
        body: `# Organising chats in folders

Create a folder from the sidebar, then drag chats into it. Deleting a folder keeps its chats: they
move back to the main list.`,
      },
      {
        slug: 'attachments',
        title: 'Attaching files',
        updatedDaysAgo: 9,
        body: `# Attaching files

Click the paper clip or drop files on the message box. Up to **10 files** per message.`,
      },
    ],
  },
  {
    slug: 'billing',
    title: 'Billing and orders',
    updatedDaysAgo: 11,
    body: `# Billing and orders

Paid agents and subscriptions create an **order**. An order stays *pending* until it is paid.`,
    children: [
      {
        slug: 'payment-methods',
        title: 'Payment methods',
        updatedDaysAgo: 11,
        body: `# Payment methods

- **Card**: pay at once; your bank may ask you to confirm.
- **Invoice**: for council orders only; the order completes immediately and the invoice goes to
  the council's billing address.`,
      },
      {
        slug: 'orders',
        title: 'Your orders',
        updatedDaysAgo: 11,
        body: `# Your orders

Administrators see the council's orders under **Orders**: what was bought, by whom, the amount and
its status (*pending*, *completed*, *failed* or *refunded*).`,
      },
    ],
  },
  {
    slug: 'account',
    title: 'Your account',
    updatedDaysAgo: 6,
    body: `# Your account

Change your name, position, language and password under **Settings**.`,
    children: [
      {
        slug: 'password',
        title: 'Changing or resetting your password',
        updatedDaysAgo: 6,
        body: `# Changing or resetting your password

- **Changing**: in **Settings**, enter your current password and the new one twice. Your other
  sessions are signed out.
- **Forgotten**: on the sign-in page choose **Forgot password?**; the link we email is valid for
  **60 minutes**.`,
      },
      {
        slug: 'microsoft-sign-in',
        title: 'Signing in with Microsoft',
        updatedDaysAgo: 5,
        body: `# Signing in with Microsoft

Choose **Sign in with Microsoft** and approve the access. An account that signed up with Microsoft
has no password; use **Forgot password?** to set one.`,
      },
    ],
  },
  {
    slug: 'release-notes-draft',
    title: 'Release notes (draft)',
    updatedDaysAgo: 1,
    published: false,
    body: `# Release notes

*Not published yet.*`,
  },
];
