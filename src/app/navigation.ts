import type { IconName } from '@/components/icons';
import { paths } from '@/lib/routes/paths';

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
      { to: paths.chat.href(), label: 'Chat', icon: 'chat' },
      { to: paths.agents.href(), label: 'My agents', icon: 'agents' },
      { to: paths.appStore.href(), label: 'App store', icon: 'store' },
    ],
  },
  {
    label: 'Council',
    items: [
      {
        to: paths.councilManagement.href(),
        label: 'Council management',
        icon: 'council',
        count: 'joinRequests',
      },
      { to: paths.manageAgents.href(), label: 'Manage agents', icon: 'sliders' },
      { to: paths.users.href(), label: 'Users', icon: 'users' },
      { to: paths.licences.href(), label: 'Licences', icon: 'key' },
      { to: paths.orders.href(), label: 'Orders', icon: 'receipt' },
      { to: paths.subscriptions.href(), label: 'Subscriptions', icon: 'star' },
    ],
  },
  {
    label: 'Account',
    items: [
      { to: paths.settings.href(), label: 'Settings', icon: 'user' },
      { to: paths.help.href(), label: 'Help', icon: 'help' },
    ],
  },
];

/**
 * Less travelled pages, kept reachable from the navigation. Only pages for the people who use the
 * product: a page flagged `forDevelopers` in the pages table (the empty-state preview, the 404 page)
 * is routed but never listed here or above (tests/app/navigation.test.ts holds both lists to it).
 */
export const MORE_ITEMS: NavItem[] = [
  { to: paths.terms.href(), label: 'Terms and conditions', icon: 'dot' },
  { to: paths.home.href(), label: 'Home page', icon: 'dot' },
];
