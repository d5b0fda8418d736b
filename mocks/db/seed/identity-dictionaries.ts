/**
 * The identity seed's fixed dictionaries (categories, models, roles, positions, tools): plain data,
 * apart from the seeding in ./identity.ts.
 */
import { CATEGORIES, MODELS } from '../seed-ids';

/** The store's categories, in a council's own words (the keys are the seed's, kept stable). */
export const CATEGORY_ROWS = [
  {
    id: CATEGORIES.legal,
    name: 'Governance and Legal',
    slug: 'governance-legal',
    icon: 'scale-balance',
  },
  { id: CATEGORIES.finance, name: 'Finance', slug: 'finance', icon: 'currency-gbp' },
  {
    id: CATEGORIES.productivity,
    name: 'Meetings and Casework',
    slug: 'meetings-casework',
    icon: 'calendar-text',
  },
  {
    id: CATEGORIES.marketing,
    name: 'Communications',
    slug: 'communications',
    icon: 'bullhorn',
  },
  {
    id: CATEGORIES.humanResources,
    name: 'Staff and HR',
    slug: 'staff-hr',
    icon: 'account-group',
  },
  {
    id: CATEGORIES.customerSupport,
    name: 'Residents and Services',
    slug: 'residents-services',
    icon: 'home-heart',
  },
  {
    id: CATEGORIES.engineering,
    name: 'Planning and Environment',
    slug: 'planning-environment',
    icon: 'tree',
  },
  {
    id: CATEGORIES.research,
    name: 'Consultation and Policy',
    slug: 'consultation-policy',
    icon: 'clipboard-text',
  },
];

export const MODEL_ROWS = [
  {
    id: MODELS.claudeSonnet,
    name: 'Claude Sonnet',
    provider: 'anthropic',
    provider_name: 'Anthropic',
    context_window: 200_000,
  },
  {
    id: MODELS.claudeHaiku,
    name: 'Claude Haiku',
    provider: 'anthropic',
    provider_name: 'Anthropic',
    context_window: 200_000,
  },
  {
    id: MODELS.gpt4o,
    name: 'GPT-4o',
    provider: 'openai',
    provider_name: 'OpenAI',
    context_window: 128_000,
  },
  {
    id: MODELS.gpt4oMini,
    name: 'GPT-4o mini',
    provider: 'openai',
    provider_name: 'OpenAI',
    context_window: 128_000,
  },
  {
    id: MODELS.mistralLarge,
    name: 'Mistral Large',
    provider: 'mistral',
    provider_name: 'Mistral AI',
    context_window: 128_000,
  },
  {
    id: MODELS.llama70b,
    name: 'Llama 3.1 70B',
    provider: 'meta',
    provider_name: 'Meta',
    context_window: 128_000,
  },
];

export const ROLE_ROWS = [
  { id: 1, name: 'Administrator', slug: 'admin' as const },
  { id: 2, name: 'Manager', slug: 'manager' as const },
  { id: 3, name: 'Member', slug: 'member' as const },
];

/** A parish or town council's positions (ids 1..8 in this order). */
export const POSITION_NAMES = [
  'Clerk',
  'Deputy Clerk',
  'Responsible Financial Officer',
  'Chair',
  'Vice-Chair',
  'Councillor',
  'Assistant Clerk',
  'Project Officer',
];

export const TOOL_ROWS = [
  {
    id: 1,
    slug: 'google-calendar',
    name: 'Google Calendar',
    description: 'Read and create events in your Google Calendar.',
    functions: ['list_events', 'create_event'],
    consent_url: 'https://accounts.google.com/o/oauth2/v2/auth',
  },
  {
    id: 2,
    slug: 'google-drive',
    name: 'Google Drive',
    description: 'Find and create documents in your Google Drive.',
    functions: ['search_files', 'create_document'],
    consent_url: 'https://accounts.google.com/o/oauth2/v2/auth',
  },
  {
    id: 3,
    slug: 'slack',
    name: 'Slack',
    description: 'List channels and post messages to Slack.',
    functions: ['list_channels', 'post_message'],
    consent_url: 'https://slack.com/oauth/v2/authorize',
  },
  {
    id: 4,
    slug: 'microsoft-teams',
    name: 'Microsoft Teams',
    description: 'List your teams and post messages to their channels.',
    functions: ['list_teams', 'post_message'],
    consent_url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
  },
  {
    id: 5,
    slug: 'microsoft-outlook',
    name: 'Microsoft Outlook',
    description: 'Read your latest mails and send mail from Outlook.',
    functions: ['list_messages', 'send_mail'],
    consent_url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
  },
  {
    id: 6,
    slug: 'notion',
    name: 'Notion',
    description: 'Search and create pages in your Notion workspace.',
    functions: ['search_pages', 'create_page'],
    consent_url: 'https://api.notion.com/v1/oauth/authorize',
  },
];
