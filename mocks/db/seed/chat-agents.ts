/**
 * The app store's seeded agents (ids 1..40, in this order): hand-written so the store reads like
 * a real one. `category` names a category of the identity seed; `author` a seeded user.
 */
import { CATEGORIES, COUNCILS, USERS } from '../seed-ids';

export type CategoryKey = keyof typeof CATEGORIES;
export type AuthorKey = keyof typeof USERS | 'extra1' | 'extra2' | 'extra3';

export interface SeedAgent {
  name: string;
  description: string;
  category: CategoryKey | null;
  /** Minor units; null for free agents. */
  price: number | null;
  status: 'published' | 'draft';
  author: AuthorKey;
  council?: keyof typeof COUNCILS;
  tools?: string[];
  /** Knowledge files the author uploaded: name and size in KB. */
  files?: [string, number][];
}

const free = null;

export const SEED_AGENTS: readonly SeedAgent[] = [
  {
    name: 'Planning Officer Assistant',
    description:
      'Answers questions about planning applications, local plans and permitted development.',
    category: 'engineering',
    price: free,
    status: 'published',
    author: 'partner',
    tools: ['microsoft-outlook'],
    files: [
      ['Local Plan 2024.pdf', 8420],
      ['Permitted development guide.pdf', 1210],
      ['Validation checklist.docx', 96],
    ],
  },
  {
    name: 'Conservation Area Advisor',
    description:
      'Explains listed building consent and conservation area rules, with links to the relevant guidance.',
    category: 'engineering',
    price: free,
    status: 'published',
    author: 'extra1',
  },
  {
    name: 'Planning Appeals Drafter',
    description:
      "Drafts statements of case for planning appeals from the officer's report and the decision notice.",
    category: 'legal',
    price: 2499,
    status: 'published',
    author: 'partner',
    files: [['Appeals procedural guide.pdf', 2300]],
  },
  {
    name: 'Building Control Helper',
    description:
      'Answers questions on building regulations, completion certificates and dangerous structures.',
    category: 'engineering',
    price: free,
    status: 'draft',
    author: 'demo',
    files: [['Approved documents index.md', 12]],
  },
  {
    name: 'Local Plan Consultation Summariser',
    description: 'Summarises consultation responses to the local plan by theme, site and policy.',
    category: 'research',
    price: 3999,
    status: 'published',
    author: 'extra2',
    tools: ['microsoft-outlook'],
  },
  {
    name: 'Budget Analyst',
    description:
      'Explains budget lines, variances and forecasts in plain English for members and residents.',
    category: 'finance',
    price: free,
    status: 'published',
    author: 'demo',
    council: 'northwind',
    files: [
      ['Budget 2026-27.xlsx', 640],
      ['Medium term financial plan.pdf', 1880],
    ],
  },
  {
    name: 'Grant Finder',
    description:
      'Finds grants and funding streams that match a project, with deadlines and eligibility rules.',
    category: 'finance',
    price: 1999,
    status: 'published',
    author: 'partner',
    tools: ['google-drive', 'microsoft-teams'],
  },
  {
    name: 'Procurement Checker',
    description:
      'Checks purchases against contract standing orders and the procurement thresholds.',
    category: 'finance',
    price: free,
    status: 'published',
    author: 'extra3',
  },
  {
    name: 'Council Tax Helper',
    description:
      "Answers residents' questions about council tax bands, discounts, exemptions and payment plans.",
    category: 'finance',
    price: free,
    status: 'published',
    author: 'partner',
  },
  {
    name: 'Precept Planner',
    description: 'Builds precept scenarios and shows the effect on a band D property.',
    category: 'finance',
    price: 1499,
    status: 'draft',
    author: 'partner',
  },
  {
    name: 'Contract Reviewer',
    description: 'Reviews supplier contracts against procurement rules and flags risky clauses.',
    category: 'legal',
    price: 1999,
    status: 'published',
    author: 'manager',
    files: [['Standard terms 2025.docx', 210]],
  },
  {
    name: 'FOI Request Assistant',
    description:
      'Drafts responses to Freedom of Information requests and checks which exemptions apply.',
    category: 'legal',
    price: free,
    status: 'published',
    author: 'partner',
  },
  {
    name: 'Data Protection Advisor',
    description:
      'Answers GDPR questions, drafts privacy notices and helps with subject access requests.',
    category: 'legal',
    price: free,
    status: 'published',
    author: 'extra1',
    files: [['Retention schedule.csv', 34]],
  },
  {
    name: 'Standing Orders Guide',
    description:
      "Explains the council's standing orders, financial regulations and the model code of conduct.",
    category: 'legal',
    price: free,
    status: 'published',
    author: 'manager',
    council: 'northwind',
  },
  {
    name: 'Lease Summariser',
    description:
      'Summarises leases and licences: term, rent reviews, break clauses and repair obligations.',
    category: 'legal',
    price: 2999,
    status: 'published',
    author: 'extra2',
  },
  {
    name: 'HR Policy Assistant',
    description:
      'Answers staff questions about leave, sickness absence, expenses and flexible working.',
    category: 'humanResources',
    price: free,
    status: 'published',
    author: 'partner',
    tools: ['microsoft-outlook'],
    files: [
      ['Staff handbook.pdf', 3100],
      ['Flexible working policy.docx', 88],
    ],
  },
  {
    name: 'Job Description Writer',
    description: "Writes job descriptions and person specifications in the council's house style.",
    category: 'humanResources',
    price: free,
    status: 'published',
    author: 'extra3',
  },
  {
    name: 'Recruitment Screener',
    description:
      'Scores applications against the person specification and suggests interview questions.',
    category: 'humanResources',
    price: 4999,
    status: 'published',
    author: 'partner',
  },
  {
    name: 'Onboarding Buddy',
    description: 'Guides new starters through their first weeks: systems, training and who to ask.',
    category: 'humanResources',
    price: free,
    status: 'draft',
    author: 'demo',
  },
  {
    name: 'Wellbeing Check-in',
    description:
      'Runs short, confidential wellbeing check-ins and points staff to the right support.',
    category: 'humanResources',
    price: free,
    status: 'published',
    author: 'extra1',
  },
  {
    name: 'Minutes Writer',
    description: 'Turns meeting notes into formal council minutes, with resolutions numbered.',
    category: 'productivity',
    price: free,
    status: 'published',
    author: 'partner',
    files: [['Minutes template.docx', 45]],
  },
  {
    name: 'Agenda Builder',
    description: 'Builds meeting agendas from the forward plan and the outstanding actions.',
    category: 'productivity',
    price: free,
    status: 'published',
    author: 'manager',
  },
  {
    name: 'Committee Report Drafter',
    description:
      'Drafts committee reports with options, risks, financial implications and a recommendation.',
    category: 'productivity',
    price: 2499,
    status: 'published',
    author: 'partner',
  },
  {
    name: 'Councillor Casework Assistant',
    description: 'Helps councillors keep track of casework and draft replies to residents.',
    category: 'productivity',
    price: free,
    status: 'published',
    author: 'extra2',
  },
  {
    name: 'Code of Conduct Advisor',
    description:
      "Explains the members' code of conduct, registering interests and declaring them at meetings.",
    category: 'legal',
    price: free,
    status: 'draft',
    author: 'manager',
    council: 'northwind',
  },
  {
    name: 'Housing Options Advisor',
    description: 'Explains housing options, homelessness duties and the allocations scheme.',
    category: 'customerSupport',
    price: free,
    status: 'published',
    author: 'partner',
  },
  {
    name: 'Repairs Triage',
    description: "Triages tenants' repair requests by urgency and drafts the job tickets.",
    category: 'customerSupport',
    price: 999,
    status: 'published',
    author: 'extra3',
    tools: ['microsoft-outlook', 'google-drive'],
  },
  {
    name: 'Damp and Mould Advisor',
    description:
      "Helps officers respond to damp and mould reports within the timescales of Awaab's Law.",
    category: 'customerSupport',
    price: free,
    status: 'published',
    author: 'extra1',
  },
  {
    name: 'Tenancy Agreement Explainer',
    description: 'Explains tenancy agreements clause by clause, in plain language.',
    category: 'customerSupport',
    price: free,
    status: 'published',
    author: 'partner',
  },
  {
    name: 'Housing Benefit Calculator',
    description:
      'Estimates housing benefit and the housing element of Universal Credit from a few answers.',
    category: 'customerSupport',
    price: 1999,
    status: 'draft',
    author: 'partner',
  },
  {
    name: 'Press Release Writer',
    description: 'Writes press releases and social media posts from a briefing, in plain English.',
    category: 'marketing',
    price: free,
    status: 'published',
    author: 'partner',
  },
  {
    name: 'Resident Newsletter Editor',
    description: 'Turns updates from services into a readable resident newsletter.',
    category: 'marketing',
    price: 1499,
    status: 'published',
    author: 'extra2',
  },
  {
    name: 'Plain English Rewriter',
    description: 'Rewrites letters and web pages in plain English, for a reading age of nine.',
    category: 'marketing',
    price: free,
    status: 'published',
    author: 'demo',
  },
  {
    name: 'Consultation Designer',
    description:
      'Designs resident surveys and consultation questions that avoid leading or biased wording.',
    category: 'research',
    price: free,
    status: 'published',
    author: 'extra3',
  },
  {
    name: 'Complaints Responder',
    description:
      "Drafts stage 1 and stage 2 complaint responses that follow the ombudsman's complaint handling code.",
    category: 'customerSupport',
    price: 2999,
    status: 'published',
    author: 'partner',
  },
  {
    name: 'Waste and Recycling Helper',
    description:
      "Answers residents' questions about bin days, bulky waste and what goes in which bin.",
    category: 'customerSupport',
    price: free,
    status: 'published',
    author: 'partner',
  },
  {
    name: 'Climate Action Planner',
    description:
      "Builds climate action plans and tracks the council's carbon footprint year on year.",
    category: 'engineering',
    price: 3499,
    status: 'published',
    author: 'extra1',
    files: [['Carbon baseline 2019.xlsx', 220]],
  },
  {
    name: 'Tree Preservation Advisor',
    description:
      'Explains tree preservation orders and the consent needed for work to protected trees.',
    category: 'engineering',
    price: free,
    status: 'published',
    author: 'extra2',
  },
  {
    name: 'Flood Risk Assistant',
    description:
      'Explains flood risk assessments and sustainable drainage for planning applications.',
    category: null,
    price: free,
    status: 'draft',
    author: 'demo',
  },
  {
    name: 'Parks Events Planner',
    description: 'Plans events in parks: licences, risk assessments, road closures and stewarding.',
    category: 'customerSupport',
    price: free,
    status: 'published',
    author: 'manager',
  },
];
