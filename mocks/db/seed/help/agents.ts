import type { HelpPageSeed } from './types';

export const AGENTS: HelpPageSeed = {
  slug: 'agents',
  title: 'Working with agents',
  updatedDaysAgo: 20,
  body: `# Working with agents

Agents are AI assistants with their own instructions, knowledge and tools. Each one is made for a
job: a *Planning Officer Assistant* answers questions on planning applications, a *Minutes Writer*
turns meeting notes into formal minutes, a *Contract Reviewer* flags risky clauses.

## Where agents come from

- **Your council's agents**: the agents your council added or bought, given to you by a manager.
- **Your own agents**: free agents you added yourself, or paid ones you bought.
- **Agents you build**: drafts you make under **Manage agents**, published when ready.

All of them are listed under **My agents** and in the chat sidebar.

## Choosing the right agent

Read an agent's description before you start: it says what the agent knows and what it will not
do. An agent answers best inside its job; for something else, start a new chat with another agent
rather than stretching one.

> Agents can be wrong. Check figures, dates and legal points against the source before you rely on
> them, and keep personal data out of chats unless your council allows it.`,
  children: [
    {
      slug: 'app-store',
      title: 'The app store',
      updatedDaysAgo: 20,
      body: `# The app store

The **App store** lists every published agent you may add. Browse by **category**, search by name,
and filter by *free* or *paid*.

## An agent's page

Each agent's page shows:

- what it does and an example of what to ask it;
- who built it, and when it was last updated;
- the AI model it runs on;
- the tools it uses (a calendar, a ticket system…), which you may need to connect first;
- its price, if it has one.

## Adding an agent

Choose **Add** on a free agent: it appears under **My agents** at once. Paid agents are bought
first; see [Free and paid agents](/help/agents/app-store/free-and-paid).`,
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

## Buying for yourself or for a council

When you buy, you choose who the agent is for:

- **For yourself**: you pay by card and the agent is yours, in every council you belong to.
- **For a council** (administrators): pay by card or by invoice. The agent becomes the council's;
  its managers decide which members may use it.

## Paying by card

Your bank may ask you to confirm the payment in its own window. If the card is declined, nothing
is charged and the order shows as *failed*; you can try again with another card.

## Paying by invoice

Council orders can be paid by invoice: the invoice goes to the council's billing contact and the
order shows as *pending* until it is paid. See [Billing and orders](/help/billing).`,
        },
      ],
    },
    {
      slug: 'pinning',
      title: 'Pinning agents',
      updatedDaysAgo: 15,
      body: `# Pinning agents

Click the **pin** next to an agent to keep it at the top of your list. The most recently pinned
agent comes first. Click again to unpin.

## Why pin

The chat sidebar shows your **pinned agents** only, so your recent chats stay in view below them.
Choose **Show all** to unfold the whole list, and **Show pinned only** to fold it again; the sidebar
remembers your choice.

With no pinned agent, the sidebar shows your first few agents instead, so there is always one to
start a chat with.

## Removing an agent

Open the agent's **⋯** menu and choose **Remove from my agents**. Your chats with it are kept.
A council's agent can only be taken away by the council's managers.`,
    },
    {
      slug: 'building-agents',
      title: 'Building your own agents',
      updatedDaysAgo: 12,
      body: `# Building your own agents

Open **Manage agents** and choose **New agent**. Give it:

- a **name** and a one-line **description** that says what it is for;
- a **category**, so people find it in the app store;
- the **model** it runs on;
- its **instructions** (see [Writing instructions](/help/agents/building-agents/instructions));
- optional **knowledge files** and **tools**.

## Drafts and publishing

A new agent is a *draft*: only you can see and try it. Chat with it until its answers are right,
then **publish** it to the app store. Publishing cannot be undone, so try the draft well first.

## Agents for your council

Managers can give a council agent its own files and a linked SharePoint folder, and choose which
members may use it, under **Manage agents**.`,
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
\`\`\`

## Testing them

Ask the draft the questions your colleagues will ask, including awkward ones. When an answer is
wrong, change one thing in the instructions at a time and ask again; **Regenerate** keeps the old
answer as an earlier version, so you can compare the two.`,
        },
        {
          slug: 'knowledge-files',
          title: 'Knowledge files',
          updatedDaysAgo: 10,
          body: `# Knowledge files

Upload documents the agent should draw on: policies, handbooks, standing orders, past minutes. The
agent cites them in its answers, so people can check the source.

## Keeping them current

Remove a file when it is replaced and upload the new version: an agent answers from what it has,
including an out-of-date policy. Name files clearly ("Standing orders 2026.pdf"); the name is what
people see in a citation.

For documents that change often, a manager can link a SharePoint folder instead; see
[Linking SharePoint](/help/councils/sharepoint).`,
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

Each file can be up to **20 MB**. Scanned PDFs need a text layer: a scan without one is a picture
of text, and the agent cannot read it. Most scanners and PDF tools can add one ("OCR").

A file that is refused says why beside its name, for example that it is too large; nothing else
you attached is lost.

## Getting the best answers from a file

Files with real headings, numbered paragraphs and tables in table form (not pasted as pictures)
give the best answers: the agent can quote the paragraph it used. Split a very long handbook into
its chapters, and remove old drafts, so that the agent does not answer from the wrong version.`,
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

Some agents use tools such as **Google Calendar**, **Google Drive** or **Microsoft Teams** on your
behalf: to list this week's events, find a document or post a message.

## Connecting

1. Open **Settings › Connected tools**.
2. Choose **Connect** beside the tool and approve the access at the provider.
3. You come back to Council Chat, and the tool shows as connected.

The agent acts with *your* access: it sees only what you may see at the provider.

## Disconnecting

Choose **Disconnect** at any time. Agents then stop using the tool for you; your chats are kept.
If a connection stops working (you changed your password at the provider, say), disconnect and
connect again.`,
    },
  ],
};
