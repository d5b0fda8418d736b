import type { HelpPageSeed } from './types';

export const COUNCILS: HelpPageSeed = {
  slug: 'councils',
  title: 'Councils',
  updatedDaysAgo: 25,
  body: `# Councils

A council is the shared space of one organisation: its people, its agents, its documents, its
licences and its orders. Everything about running one is on the **Council** pages of the
navigation; which of them you see depends on your role.

## Where to find what

| Page | What it is for | Who sees it |
|---|---|---|
| Council management | name, description, join requests, council files | administrators |
| Manage agents | the council's agents, their files, users and SharePoint folders | managers and administrators |
| Users | members, roles and invitations | members (read), administrators (change) |
| Licences | who holds one of the council's seats | administrators |
| Orders | what the council bought, and its invoices | administrators |

## Several councils

You can belong to more than one council. The sidebar's **Your councils** list shows each with
your role there; choose one to switch. The pages, the agents and the members you see then follow
that council.`,
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
| Member | chat with the council's agents |

## How roles show in the app

You only see the buttons you may use: a member sees no **Invite user**, a manager no **Orders**.
Open a page your role does not allow (by its address, say) and it tells you who may use it and
who can change your role, instead of failing.

## Changing a role

Administrators change a member's role under **Users**. The member sees the pages of the new role
the next time they open one; nobody needs to sign out.`,
    },
    {
      slug: 'inviting-users',
      title: 'Inviting users',
      updatedDaysAgo: 22,
      body: `# Inviting users

Open **Users**, choose **Invite user**, enter the email address and pick a role. The invitee gets
an email and appears as *invited* until they accept.

## Good to know

- An invitation is valid for **7 days**; resend it from the list if it expires.
- The email can belong to someone without an account: they create one while accepting.
- Invite several people at once: paste their addresses (one per line, or separated by commas),
  or load a CSV file of \`email,role,position\` lines.

## Join requests

People can also ask to join, by name or with your join code. Their requests wait under
**Council management**, with a count beside the menu entry. Approve or reject each one; the
person is told either way.`,
    },
    {
      slug: 'licences',
      title: 'Licences',
      updatedDaysAgo: 21,
      body: `# Licences

Your subscription comes with a number of **seats**. Assign a licence to each member who should use
the council's agents; unassigned licences can be given to someone else at any time.

## Assigning and freeing

Open **Licences**: each licence shows whether it is free or whom it is assigned to. Assign a free
licence to a member, or unassign one to give it to someone else. Unassigning does not remove the
member from the council; it only frees the seat.

## Needing more seats

When every licence is taken, choose a larger plan under **Subscriptions**; see
[Billing and orders](/help/billing).`,
    },
    {
      slug: 'sharepoint',
      title: 'Linking SharePoint',
      updatedDaysAgo: 14,
      body: `# Linking SharePoint

Administrators can connect the council's **SharePoint** once. Managers then link a document
library folder to an agent, and the agent answers from those documents.

## Linking a folder

1. Open **Manage agents** and choose the agent.
2. Under **SharePoint**, browse the council's sites and libraries and pick a folder.
3. Save. The agent now draws on the documents in that folder.

## What the agent sees

Only the linked folder, and only while the council's connection is in place. Documents keep
their SharePoint permissions; change or remove the link at any time.`,
    },
  ],
};
