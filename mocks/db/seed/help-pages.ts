/**
 * The help centre's pages, written as a tree (the seed flattens it into `helpPages` rows with
 * `parent_id`, `path` and `position`). Four levels deep, so the frontend's `/help/{args...}` route
 * is exercised at every depth; one page is unpublished and must never be listed. Each top-level
 * section lives in its own file under ./help/, written from the product as it works.
 */
import { ACCOUNT } from './help/account';
import { AGENTS } from './help/agents';
import { BILLING } from './help/billing';
import { CHATS } from './help/chats';
import { COUNCILS } from './help/councils';
import { GETTING_STARTED } from './help/getting-started';
import type { HelpPageSeed } from './help/types';

export type { HelpPageSeed };

export const HELP_PAGES: HelpPageSeed[] = [
  GETTING_STARTED,
  AGENTS,
  COUNCILS,
  CHATS,
  BILLING,
  ACCOUNT,
  {
    slug: 'release-notes-draft',
    title: 'Release notes (draft)',
    updatedDaysAgo: 1,
    published: false,
    body: `# Release notes

*Not published yet.*`,
  },
];
