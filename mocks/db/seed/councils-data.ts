/**
 * The councils seed's hand-made data: councils, plans, who is in which council in which role,
 * the agents each council has (ids of the chat seed's agents), file names, invitations and join
 * requests. Extra users are named by their position in the identity seed's list.
 */
import {
  COUNCILS,
  EXTRA_USER_COUNT,
  FIRST_EXTRA_USER_ID,
  INVITATIONS,
  OTHER_INTERVAL_PLANS,
  PLANS,
  USERS,
} from '../seed-ids';
import type { MembershipRow } from '../tables/councils';

export type Role = MembershipRow['role'];
export type CouncilKey = keyof typeof COUNCILS;

export const DAY = 86_400_000;
export const CURRENCY = 'GBP';

export const COUNCIL_ROWS: {
  key: CouncilKey;
  name: string;
  slug: string;
  description: string | null;
  ageDays: number;
}[] = [
  {
    key: 'northwind',
    name: 'Northwind Parish Council',
    slug: 'northwind-parish-council',
    description: 'Parish council serving Northwind and Lower Marsh.',
    ageDays: 420,
  },
  {
    key: 'riverside',
    name: 'Riverside Town Council',
    slug: 'riverside-town-council',
    description: 'Town council for Riverside and the Quay.',
    ageDays: 300,
  },
  {
    key: 'partnerLab',
    name: 'Partner Lab',
    slug: 'partner-lab',
    description: "A partner's workspace for building and testing agents.",
    ageDays: 200,
  },
  {
    key: 'harbor',
    name: 'Harbor District Council',
    slug: 'harbor-district-council',
    description: 'District council for Harbor and the coastal villages.',
    ageDays: 380,
  },
  {
    key: 'empty',
    name: 'Empty Meadow Council',
    slug: 'empty-meadow-council',
    description: null,
    ageDays: 15,
  },
];

const BASE_PLANS = [
  {
    id: PLANS.starter,
    product: 'starter',
    name: 'Starter',
    description: 'For small councils getting started with AI agents.',
    price: 2900,
    interval: 'month' as const,
    seats: 3,
    features: ['3 licences', 'Council file library'],
  },
  {
    id: PLANS.team,
    product: 'team',
    name: 'Team',
    description: 'For councils with up to ten staff and councillors.',
    price: 9900,
    interval: 'month' as const,
    seats: 10,
    features: ['10 licences', 'Council file library', 'SharePoint document libraries'],
  },
  {
    id: PLANS.council,
    product: 'council',
    name: 'Council',
    description: 'For larger councils.',
    price: 199000,
    interval: 'year' as const,
    seats: 25,
    features: [
      '25 licences',
      'Council file library',
      'SharePoint document libraries',
      'Priority support',
    ],
  },
  {
    id: PLANS.enterprise,
    product: 'enterprise',
    name: 'Enterprise',
    description: 'For district and county councils with many departments.',
    price: 499000,
    interval: 'year' as const,
    seats: 60,
    features: [
      '60 licences',
      'Council file library',
      'SharePoint document libraries',
      'Priority support',
      'Dedicated onboarding',
    ],
  },
];

/** Extra users by position in the identity seed's list (ids FIRST_EXTRA_USER_ID + n). */
export const extra = (n: number) => FIRST_EXTRA_USER_ID + (n % EXTRA_USER_COUNT);

/** Who is in which council, in every role. Demo is also the only admin of Empty (the last-admin rule). */
export const MEMBERS: Record<CouncilKey, [number, Role][]> = {
  northwind: [
    [USERS.demo, 'admin'],
    [extra(0), 'admin'],
    [USERS.manager, 'manager'],
    [extra(1), 'manager'],
    [USERS.member, 'member'],
    ...[2, 3, 4, 5, 6, 7, 8, 9].map((n): [number, Role] => [extra(n), 'member']),
  ],
  riverside: [
    [extra(10), 'admin'],
    [extra(11), 'manager'],
    [USERS.demo, 'member'],
    ...[2, 3, 12, 13, 14, 15, 16].map((n): [number, Role] => [extra(n), 'member']),
  ],
  partnerLab: [
    [USERS.partner, 'admin'],
    [extra(17), 'manager'],
    ...[0, 18, 19, 20].map((n): [number, Role] => [extra(n), 'member']),
  ],
  harbor: [
    [extra(21), 'admin'],
    [extra(22), 'manager'],
    [extra(23), 'member'],
    [extra(10), 'member'],
  ],
  empty: [[USERS.demo, 'admin']],
};

/** Agents each council has (ids of the chat seed's agents): free ones added, paid ones bought, and those created for it. */
export const COUNCIL_AGENTS: Record<CouncilKey, number[]> = {
  northwind: [1, 3, 6, 9, 11, 12, 14, 16, 21, 23, 25, 33, 36],
  riverside: [1, 9, 21, 27, 28],
  partnerLab: [1, 3, 7, 12, 18],
  harbor: [2, 8, 13, 26],
  empty: [],
};
export const DISABLED = new Set(['northwind:16', 'northwind:36', 'riverside:28']);

export const NORTHWIND_FILES = [
  'Standing orders 2026.pdf',
  'Financial regulations.pdf',
  'Budget 2026-27.xlsx',
  'Precept consultation results.csv',
  'Risk register.xlsx',
  'Asset register.xlsx',
  'Annual report 2025.docx',
  'Councillor induction pack.pptx',
  'Grievance policy.docx',
  'Complaints procedure.docx',
  'Data protection policy.pdf',
  'Freedom of information scheme.pdf',
  'Neighbourhood Plan.pdf',
  'Planning committee terms of reference.docx',
  'Allotment tenancy agreement.odt',
  'Village hall booking form.rtf',
  'Grant application guidance.md',
  'Meeting room map.png',
  'Council logo.jpg',
  'Councillor contacts.csv',
  'Code of conduct.pdf',
  'Emergency plan.docx',
  'Tree survey 2025.pdf',
  'Notes for the clerk.txt',
];
export const RIVERSIDE_FILES = [
  'Town plan.pdf',
  'Market charter.docx',
  'Events calendar.xlsx',
  'Quay regeneration brief.pptx',
];
export const PARTNER_FILES = [
  'Agent testing checklist.md',
  'Prompt library.docx',
  'Evaluation results.csv',
];

export const AGENT_FILES: [CouncilKey, number, string][] = [
  ['northwind', 1, 'Northwind Neighbourhood Plan.pdf'],
  ['northwind', 1, 'Local validation list.docx'],
  ['northwind', 6, 'Budget 2026-27.xlsx'],
  ['northwind', 14, 'Standing orders 2026.pdf'],
  ['northwind', 21, 'Minutes template.docx'],
  ['riverside', 21, 'Riverside minutes style guide.md'],
];

export const INSTRUCTIONS: Record<string, string> = {
  'northwind:1': "Answer with reference to Northwind's Neighbourhood Plan where relevant.",
  'northwind:6': 'Figures are in pounds; the financial year starts in April.',
  'northwind:21': 'Number resolutions as NPC/YY/NNN.',
};

export const SEED_INVITATIONS = [
  {
    ...INVITATIONS.newAccount,
    role: 'member' as Role,
    position: 3,
    status: 'pending' as const,
    invitedBy: USERS.demo,
    daysAgo: 2,
  },
  {
    ...INVITATIONS.noCouncil,
    role: 'member' as Role,
    position: null,
    status: 'pending' as const,
    invitedBy: USERS.demo,
    daysAgo: 1,
  },
  {
    ...INVITATIONS.expired,
    role: 'member' as Role,
    position: null,
    status: 'pending' as const,
    invitedBy: extra(21),
    daysAgo: 20,
  },
  {
    ...INVITATIONS.accepted,
    role: 'member' as Role,
    position: 7,
    status: 'accepted' as const,
    invitedBy: extra(10),
    daysAgo: 250,
  },
];

export const JOIN_REQUESTS: {
  council: CouncilKey;
  user: number;
  message: string | null;
  status: 'pending' | 'approved' | 'rejected';
  daysAgo: number;
}[] = [
  {
    council: 'northwind',
    user: extra(10),
    message: 'I am the new deputy clerk and need access to the planning assistant.',
    status: 'pending',
    daysAgo: 1,
  },
  { council: 'northwind', user: extra(11), message: null, status: 'pending', daysAgo: 3 },
  {
    council: 'northwind',
    user: extra(21),
    message: 'Working with you on the joint flood plan.',
    status: 'pending',
    daysAgo: 6,
  },
  {
    council: 'northwind',
    user: extra(22),
    message: 'Please add me.',
    status: 'rejected',
    daysAgo: 40,
  },
  { council: 'northwind', user: extra(9), message: null, status: 'approved', daysAgo: 90 },
  {
    council: 'harbor',
    user: extra(17),
    message: 'Interested in your coastal agents.',
    status: 'pending',
    daysAgo: 2,
  },
];

/**
 * Every plan is sold monthly and yearly, as plan pages show them (a Monthly/Yearly switch over the
 * same plans): the yearly price is ten monthly ones, the monthly price a tenth of the yearly one.
 */
const OTHER_INTERVAL_IDS = {
  starter: OTHER_INTERVAL_PLANS.starterYearly,
  team: OTHER_INTERVAL_PLANS.teamYearly,
  council: OTHER_INTERVAL_PLANS.councilMonthly,
  enterprise: OTHER_INTERVAL_PLANS.enterpriseMonthly,
} as const;

export const PLAN_ROWS = [
  ...BASE_PLANS,
  ...BASE_PLANS.map((plan) => ({
    ...plan,
    id: OTHER_INTERVAL_IDS[plan.product as keyof typeof OTHER_INTERVAL_IDS],
    interval: plan.interval === 'month' ? ('year' as const) : ('month' as const),
    price: plan.interval === 'month' ? plan.price * 10 : Math.round(plan.price / 10),
  })),
];
