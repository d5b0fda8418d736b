import type { IconName } from '@/components/icons';

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  /** A count shown beside the entry (people waiting for an answer). */
  count?: 'joinRequests';
}

export interface NavSection {
  label: string;
  items: NavItem[];
}

/** The default layout's navigation: every area of the route table (docs/app-rules.md#pages-and-guards). */
export const NAV_SECTIONS: NavSection[] = [
  {
    label: 'Workspace',
    items: [
      { to: '/chat', label: 'Chat', icon: 'chat' },
      { to: '/Agents', label: 'My agents', icon: 'agents' },
      { to: '/App_store', label: 'App store', icon: 'store' },
    ],
  },
  {
    label: 'Council',
    items: [
      {
        to: '/Council_management',
        label: 'Council management',
        icon: 'council',
        count: 'joinRequests',
      },
      { to: '/Manage_agents', label: 'Manage agents', icon: 'sliders' },
      { to: '/Users', label: 'Users', icon: 'users' },
      { to: '/Licences', label: 'Licences', icon: 'key' },
      { to: '/Orders', label: 'Orders', icon: 'receipt' },
      { to: '/Subscriptions', label: 'Subscriptions', icon: 'star' },
    ],
  },
  {
    label: 'Account',
    items: [
      { to: '/Settings', label: 'Settings', icon: 'user' },
      { to: '/help', label: 'Help', icon: 'help' },
    ],
  },
];

/**
 * Less travelled pages, kept reachable from the navigation. Only pages for the people who use the
 * product: a page flagged `forDevelopers` in the pages table (the empty-state preview, the 404 page)
 * is routed but never listed here or above (tests/app/navigation.test.ts holds both lists to it).
 */
export const MORE_ITEMS: NavItem[] = [
  { to: '/terms-and-conditions', label: 'Terms and conditions', icon: 'dot' },
  { to: '/', label: 'Home page', icon: 'dot' },
];
