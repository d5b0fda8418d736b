/**
 * The threads the seed writes: for each, whose it is, with which of their agents, how long the
 * conversation, where it is filed, which files go with it and how it ends (chat-threads.ts writes them).
 */
import { USERS } from '../seed-ids';
import type { FolderKey } from './chat';

export const MINUTE = 60_000;
const h = 60 * MINUTE;
export const DAY = 24 * h;

/** One seeded thread: who, with which agent, how long a conversation, where, and how it ends. */
export interface ThreadPlan {
  userId: number;
  /** Index into the user's available agents. */
  agent: number;
  messages: number;
  /** How long ago the conversation ended. */
  endedAgo: number;
  folder?: FolderKey;
  title?: string;
  files?: string[];
  lastReplyFailed?: boolean;
  unattachedFile?: string;
}

export const DEMO_THREADS: ThreadPlan[] = [
  {
    userId: USERS.demo,
    agent: 0,
    messages: 6,
    endedAgo: 25 * MINUTE,
    folder: 'planning',
    files: ['site-plan.pdf'],
  },
  {
    userId: USERS.demo,
    agent: 1,
    messages: 2,
    endedAgo: 2 * h,
    unattachedFile: 'meeting-notes.txt',
  },
  {
    userId: USERS.demo,
    agent: 2,
    messages: 12,
    endedAgo: 5 * h,
    folder: 'budget',
    files: ['budget-2027.xlsx', 'reserves-policy.docx'],
  },
  { userId: USERS.demo, agent: 3, messages: 0, endedAgo: 6 * h },
  {
    userId: USERS.demo,
    agent: 0,
    messages: 4,
    endedAgo: 20 * h,
    folder: 'planning',
    title: 'Rear extension at 14 Mill Lane',
  },
  { userId: USERS.demo, agent: 4, messages: 8, endedAgo: 1 * DAY + 3 * h, lastReplyFailed: true },
  { userId: USERS.demo, agent: 1, messages: 20, endedAgo: 2 * DAY, folder: 'staffing' },
  {
    userId: USERS.demo,
    agent: 2,
    messages: 2,
    endedAgo: 3 * DAY,
    folder: 'budget',
    files: ['q3-forecast.csv'],
  },
  { userId: USERS.demo, agent: 5, messages: 40, endedAgo: 4 * DAY },
  { userId: USERS.demo, agent: 3, messages: 4, endedAgo: 6 * DAY, files: ['photo-of-damp.jpg'] },
  { userId: USERS.demo, agent: 0, messages: 10, endedAgo: 9 * DAY, folder: 'planning' },
  { userId: USERS.demo, agent: 4, messages: 2, endedAgo: 12 * DAY, title: 'Quick question' },
  { userId: USERS.demo, agent: 1, messages: 6, endedAgo: 16 * DAY, folder: 'staffing' },
  { userId: USERS.demo, agent: 5, messages: 14, endedAgo: 21 * DAY },
  { userId: USERS.demo, agent: 2, messages: 4, endedAgo: 30 * DAY, folder: 'budget' },
  { userId: USERS.demo, agent: 3, messages: 2, endedAgo: 45 * DAY, folder: 'archive' },
  { userId: USERS.demo, agent: 0, messages: 8, endedAgo: 60 * DAY, folder: 'archive' },
  { userId: USERS.demo, agent: 4, messages: 6, endedAgo: 75 * DAY, folder: 'archive' },
  { userId: USERS.demo, agent: 5, messages: 2, endedAgo: 95 * DAY },
  { userId: USERS.demo, agent: 1, messages: 30, endedAgo: 120 * DAY, folder: 'archive' },
  { userId: USERS.demo, agent: 2, messages: 4, endedAgo: 150 * DAY },
  { userId: USERS.demo, agent: 6, messages: 6, endedAgo: 7 * DAY },
  { userId: USERS.demo, agent: 7, messages: 2, endedAgo: 8 * DAY },
];

export const OTHER_THREADS: ThreadPlan[] = [
  { userId: USERS.member, agent: 0, messages: 6, endedAgo: 3 * h, folder: 'casework' },
  { userId: USERS.member, agent: 1, messages: 2, endedAgo: 2 * DAY },
  { userId: USERS.member, agent: 0, messages: 0, endedAgo: 5 * DAY },
  { userId: USERS.manager, agent: 0, messages: 8, endedAgo: 1 * DAY, folder: 'meetings' },
  { userId: USERS.manager, agent: 1, messages: 4, endedAgo: 10 * DAY },
  { userId: USERS.partner, agent: 0, messages: 4, endedAgo: 6 * h },
  { userId: USERS.partner, agent: 1, messages: 10, endedAgo: 15 * DAY },
  { userId: USERS.noCouncil, agent: 0, messages: 2, endedAgo: 4 * DAY },
];
