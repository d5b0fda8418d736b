/**
 * What seeded users ask their agents: opening questions by category, follow-ups that fit any
 * conversation, and a cheap source of varied messages for the 10,000-message thread.
 */
import { generateAgentReply } from '../agent-replies';
import type { Rng } from '../rng';

/** Opening questions by category slug (the identity seed's categories). */
export const OPENERS: Record<string, readonly string[]> = {
  legal: [
    'Which FOI exemptions could apply to a request for the leisure centre contract?',
    'How do I respond to a subject access request from a former employee?',
    'Give me a checklist for reviewing a supplier contract renewal.',
    'Explain in detail the retention periods for planning files.',
  ],
  finance: [
    'Explain the variance on the highways maintenance budget this quarter.',
    'Compare the options for funding a new play area: reserves, grant or precept.',
    'Write an SQL query that totals spend by supplier for the last financial year.',
    'What are the procurement thresholds for a £30,000 contract?',
  ],
  productivity: [
    'Turn these notes into formal minutes: chair opened at 7pm, budget approved 5 votes to 2, footpath item deferred.',
    'Build an agenda for the next full council meeting.',
    'How do councillors declare a pecuniary interest at a meeting?',
    'What are the steps to get a licence for a summer event in the park?',
  ],
  marketing: [
    'Write a press release about the new recycling centre opening hours.',
    'Rewrite this letter about the road closure in plain English.',
    'Give me survey questions for the parks consultation that are not leading.',
    'Compare the options for announcing the new bin collection days.',
  ],
  'human-resources': [
    'How many days of compassionate leave can staff take?',
    'Write a job description for a part-time assistant clerk.',
    'What are the steps in the sickness absence procedure after three episodes?',
    'List the pros and cons of a four-day week trial for the office team.',
  ],
  'customer-support': [
    'What is the process when a tenant reports damp and mould?',
    'Draft a stage 1 complaint response about a missed bin collection.',
    'Which items can go in the green bin?',
    'Write a checklist for a void property inspection.',
  ],
  engineering: [
    'Do I need planning permission for a single-storey rear extension of 4 metres on a semi-detached house?',
    'Can you explain the steps to validate a householder application?',
    'Does pruning a tree in a conservation area need consent?',
    'Compare the options for enforcement against an unauthorised fence over 2 metres.',
  ],
  research: [
    'Build a full overview of our carbon footprint report for members.',
    'Summarise the consultation responses on the housing sites by theme.',
    'Compare the options for measuring air quality near the school.',
    'What does the latest guidance say about biodiversity net gain?',
  ],
};

export const FOLLOW_UPS: readonly string[] = [
  'Thanks. Can you make that shorter?',
  'Can you put that in a table?',
  'What would change for a listed building?',
  'Who signs that off?',
  'Please give me the steps as a numbered list.',
  'Is there a deadline for this?',
  'Can you add a short summary at the top?',
  'What if the resident disagrees?',
  'Write the email I should send to the clerk about it.',
  'OK, and how much would it cost?',
  'Great, that helps.',
  'Can you check that against the latest guidance?',
];

const LONG_THREAD_TOPICS = [
  'the budget',
  'the parish precept',
  'the footpath survey',
  'the allotment waiting list',
  'the grant bid',
  'the play area inspection',
  'the asset register',
  'the insurance renewal',
  'the website accessibility audit',
  'the village hall lease',
  'the annual governance statement',
  'the speed watch scheme',
  'the Christmas lights',
  'the defibrillator checks',
  'the neighbourhood plan',
  'the bus shelter repairs',
  'the cemetery fees',
];

const LONG_THREAD_ASKS = [
  'Can you give me an update on {t}?',
  'What are the next steps for {t}?',
  'Draft a short note to members about {t}.',
  'Compare the options for {t} in a table.',
  'List what we still need for {t}.',
  'Write a query to pull the figures for {t}.',
  'Summarise where we are with {t} in two sentences.',
  'Explain in detail how {t} should be reported.',
  'Is {t} on the agenda for next month?',
  'ok',
  'Thanks!',
];

/**
 * Messages for the long thread, generated cheaply: user messages from templates, and each agent
 * reply the answer to the message before it (its ask and topic), generated once per ask and topic
 * and reused, so 10,000 messages cost a few ms. Each message draws from `rng` as before (a user
 * message two picks, a reply one), which longThreadDraws mirrors.
 */
export function createLongThreadWriter(agentId: number, rng: Rng) {
  const replies = new Map<string, string>();
  let asked = { ask: 0, topic: 0 };
  const replyTo = (ask: number, topic: number): string => {
    const key = `${ask}:${topic}`;
    let reply = replies.get(key);
    if (reply === undefined) {
      reply = generateAgentReply(agentId, askText(ask, topic));
      replies.set(key, reply);
    }
    return reply;
  };
  return {
    user: (): string => {
      const ask = rng.int(0, LONG_THREAD_ASKS.length - 1);
      const topic = rng.int(0, LONG_THREAD_TOPICS.length - 1);
      asked = { ask, topic };
      return askText(ask, topic);
    },
    assistant: (): string => {
      rng.next();
      return replyTo(asked.ask, asked.topic);
    },
  };
}

const askText = (ask: number, topic: number): string =>
  LONG_THREAD_ASKS[ask]!.replace('{t}', LONG_THREAD_TOPICS[topic]!);

export type LongThreadWriter = ReturnType<typeof createLongThreadWriter>;

/**
 * Draws from `rng` exactly what the writer's messages draw (a pick is one draw), and writes
 * nothing: the lazily seeded long thread moves the sequence past its 10,000 messages without
 * building the writer's pool or a single text. tests/mocks/threads/long-thread-lazy.test.ts
 * compares the data seeded after it with the data seeded after building the messages.
 */
export function longThreadDraws(rng: Rng): LongThreadWriter {
  return {
    user: () => {
      rng.next();
      rng.next();
      return '';
    },
    assistant: () => {
      rng.next();
      return '';
    },
  };
}
