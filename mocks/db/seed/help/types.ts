/** One help page of the seed, with its children (mocks/db/seed/help-pages.ts gathers the tree). */
export interface HelpPageSeed {
  slug: string;
  title: string;
  body: string;
  /** Days before the seed's "now" the page was last edited. */
  updatedDaysAgo: number;
  published?: boolean;
  children?: HelpPageSeed[];
}
