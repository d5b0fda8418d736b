import type { HelpPageSeed } from './types';

export const ACCOUNT: HelpPageSeed = {
  slug: 'account',
  title: 'Your account',
  updatedDaysAgo: 6,
  body: `# Your account

Change your name, position, password, date format and connected tools under **Settings**.

## Your profile

Your **name** and **position** are what your colleagues see in member lists and invitations.
Your email is the address you sign in with and receive invitations at.

## Dates and appearance

- **Date format**: dates show as *mm/dd/yy* unless you choose another format (*dd/mm/yy*,
  *yyyy-mm-dd* and others). Your choice is kept in this browser.
- **Theme**: the screen button in the top bar switches between light, dark and your system's
  setting.

## Signing out

Open the menu under your name and choose **Sign out**. You return to the sign-in page. On a shared
computer, always sign out when you are done.`,
  children: [
    {
      slug: 'password',
      title: 'Changing or resetting your password',
      updatedDaysAgo: 6,
      body: `# Changing or resetting your password

- **Changing**: in **Settings**, enter your current password and the new one twice. Your other
  sessions are signed out.
- **Forgotten**: on the sign-in page choose **Forgot password?**; the link we email is valid for
  **60 minutes**.

## A good password

At least **8 characters**; longer is better. A short sentence you will remember ("the village
hall roof leaks in march") is stronger than a short word with symbols.

## The reset link

Open it in the same browser if you can. It asks for the new password twice and signs you in.
Expired or already used? Ask for a new link; only the newest one works.`,
    },
    {
      slug: 'microsoft-sign-in',
      title: 'Signing in with Microsoft',
      updatedDaysAgo: 5,
      body: `# Signing in with Microsoft

Choose **Sign in with Microsoft** and approve the access. An account that signed up with Microsoft
has no password; use **Forgot password?** to set one.

## Linking Microsoft to an existing account

Signed in with your email and password, open **Settings** and connect Microsoft: from then on both
ways sign you in to the same account.

## When it does not work

- *Access denied at Microsoft*: your organisation may need to approve Council Chat first; ask your
  IT team.
- *Wrong account*: sign out of Microsoft in the browser, or use a private window, and try again.`,
    },
    {
      slug: 'feedback',
      title: 'Sending feedback',
      updatedDaysAgo: 3,
      body: `# Sending feedback

Choose **Send feedback** on any help page. Pick a rating and, if you like, say what you were doing
and what you expected. If sending fails, your text stays in the form so you can try again.

Feedback goes to the people who build Council Chat. It is not seen by your council's
administrators. For a question about your council (a role, a licence, an invitation), ask one of
its administrators; you find them under **Users**.

## What helps us most

- the page you were on, and what you clicked;
- what you expected to happen, and what happened instead;
- for a wrong answer from an agent, the agent's name and your question (not personal data).

We read every message, and use them to decide what to improve next.`,
    },
  ],
};
