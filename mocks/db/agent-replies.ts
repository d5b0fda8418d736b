/**
 * Deterministic agent replies for the mock: the same agent and prompt always give the same
 * markdown, and different prompts give answers of every shape the UI must render (paragraphs,
 * bullet and numbered lists, fenced code with a language, tables, links, bold and italics), from a
 * few words to long answers.
 */
import { createRng, type Rng } from './rng';

export type ReplyShape = 'brief' | 'paragraphs' | 'bullets' | 'steps' | 'code' | 'table' | 'long';

const PROSE: readonly ReplyShape[] = ['paragraphs', 'bullets', 'steps'];

export const REPLY_SHAPES: readonly ReplyShape[] = [
  'brief',
  'paragraphs',
  'bullets',
  'steps',
  'code',
  'table',
  'long',
];

/**
 * The longest reply, whatever the prompt: a real model's answer to a chat message is a few
 * thousand characters at most, and streams in seconds (at the mock server's 40 ms per delta of
 * 3-24 characters, 4,000 characters take about 12 s).
 */
export const MAX_REPLY_CHARS = 4000;
/** The topic quoted back from the prompt: three words of at most 24 characters each. */
const MAX_TOPIC_WORD_CHARS = 24;

export interface AgentReplyOptions {
  /** Forces the shape (tests of one kind of markdown); otherwise chosen from the agent and prompt. */
  shape?: ReplyShape;
}

const STOP_WORDS = new Set(
  'a an and are can could did does do for from have how i in into is it its me my of on or our please should so that the their them there this to was we what when where which who why will with would you your about tell give explain need want look like write make show some any get summarise summarize draft list compare create prepare check find steps help us much many'.split(
    ' ',
  ),
);

const LINKS = [
  ['the Planning Portal', 'https://www.planningportal.co.uk/'],
  ['GOV.UK guidance', 'https://www.gov.uk/government/publications'],
  ['the Local Government Association', 'https://www.local.gov.uk/'],
  ['legislation.gov.uk', 'https://www.legislation.gov.uk/'],
  ['the ICO guide', 'https://ico.org.uk/for-organisations/'],
] as const;

/**
 * Short answers to short messages, by what the message is: a greeting is greeted, thanks are
 * acknowledged, a yes goes on, and anything else short is asked about (a reply never says "Done."
 * to a question, nor quotes half a sentence back).
 */
const BRIEF: readonly [RegExp, readonly string[]][] = [
  [
    /^(hi|hello|hey|hiya|good (morning|afternoon|evening))\b/,
    [
      'Hello! What would you like to work on today?',
      'Hi there. What can I help you with?',
      'Good to hear from you. What do you need?',
    ],
  ],
  [
    /^(thanks|thank you|cheers|ta|great|perfect|brilliant)\b/,
    [
      'You are welcome. Anything else?',
      'Glad that helps. Tell me if you want it shortened or turned into a draft.',
    ],
  ],
  [
    /^(ok|okay|yes|yep|sure|go ahead|please do|fine)\b/,
    [
      'Good: send me the details and I will draft it.',
      'Right. Tell me what to include and I will start.',
    ],
  ],
  [
    /^(no|nope|not now|stop)\b/,
    ['No problem. I will leave it there.', 'Understood. Nothing more on that for now.'],
  ],
  [
    /./,
    [
      'Could you tell me a little more about {topic}: what it is for, and by when?',
      'Happy to help with {topic}. What exactly do you need: a summary, a draft or the rules?',
    ],
  ],
];

const SENTENCES = [
  'In most cases **{topic}** is decided case by case, so the details of your situation matter.',
  'The usual starting point is the council’s published policy on {topic}, which sets out the criteria.',
  'It is worth checking whether anything has changed recently; guidance on {topic} is revised *regularly*.',
  'See {link} for the authoritative wording.',
  'If the request is urgent, say so explicitly: it is usually handled *before* routine work.',
  'Keep a written record of each decision about {topic}, including who made it and why.',
  'Residents tend to ask about timescales first, so it helps to state them clearly up front.',
  'A short summary at the top, followed by the detail, works best for committee papers.',
  'Where there is doubt, the **monitoring officer** can confirm the correct procedure.',
  'Costs for {topic} are normally met from the relevant budget line unless agreed otherwise.',
];

const BULLETS = [
  'the **deadline** for {topic}',
  'who is *responsible* for the decision',
  'the documents you need to attach',
  'any fees and how they are paid',
  'how residents are consulted',
  'what happens if the request is refused',
  'the data protection implications',
  'how progress is reported back',
];

const STEPS = [
  'Gather the background documents on {topic}.',
  'Check the policy and any previous decisions.',
  'Draft a short proposal with **options** and costs.',
  'Share the draft with the clerk for comments.',
  'Put it on the agenda of the next meeting.',
  'Record the decision in the minutes and publish them.',
  'Tell the people affected and set a review date.',
];

const CODE: readonly ((slug: string) => [string, string])[] = [
  (slug) => [
    'ts',
    `type Status = 'open' | 'closed';\n\nexport function isOverdue(dueAt: Date, now = new Date()): boolean {\n  return dueAt.getTime() < now.getTime();\n}\n\nconsole.log(isOverdue(new Date('2025-01-31')), '${slug}');`,
  ],
  (slug) => [
    'python',
    `from datetime import date\n\ndef days_left(deadline: date, today: date | None = None) -> int:\n    today = today or date.today()\n    return (deadline - today).days\n\nprint("${slug}", days_left(date(2025, 3, 31)))`,
  ],
  (slug) => [
    'sql',
    `SELECT ward, COUNT(*) AS requests\nFROM service_requests\nWHERE topic = '${slug}'\n  AND created_at >= DATE '2025-01-01'\nGROUP BY ward\nORDER BY requests DESC;`,
  ],
  (slug) => [
    'bash',
    `# Export this month's ${slug} records\ncurl -s "https://example.org/api/records?topic=${slug}" \\\n  -H "Accept: application/json" | jq '.data | length'`,
  ],
  (slug) => [
    'json',
    `{\n  "topic": "${slug}",\n  "status": "draft",\n  "owners": ["clerk", "chair"],\n  "review_in_days": 30\n}`,
  ],
  (slug) => [
    'php',
    `<?php\n\nRoute::get('/reports/${slug}', function () {\n    return Report::where('topic', '${slug}')->latest()->paginate(20);\n});`,
  ],
];

const TABLE_HEADS = [
  ['Option', 'Cost', 'Timescale'],
  ['Stage', 'Who', 'Deadline'],
  ['Criterion', 'Met?', 'Notes'],
] as const;

const TABLE_CELLS: Record<string, readonly string[]> = {
  Option: ['Do nothing', 'Minor repair', 'Full replacement', 'Shared service'],
  Cost: ['£0', '£1,200', '£8,500', '£15,000'],
  Timescale: ['Immediate', '2 weeks', '3 months', '6 months'],
  Stage: ['Proposal', 'Consultation', 'Decision', 'Publication'],
  Who: ['Clerk', 'Chair', 'Full council', 'Working group'],
  Deadline: ['31 Jan', '14 Feb', '7 Mar', '28 Mar'],
  Criterion: ['Within budget', 'Consulted residents', 'Policy compliant', 'Risk assessed'],
  'Met?': ['Yes', 'No', 'Partly', '*Pending*'],
  Notes: ['See minutes', 'Needs a quote', '**Action** for clerk', 'Review in spring'],
};

/** The reply of `agentId` to `prompt`: same inputs, same text. */
export function generateAgentReply(
  agentId: number | string,
  prompt: string,
  options: AgentReplyOptions = {},
): string {
  const rng = createRng(`${agentId}\u0000${prompt.trim().toLowerCase()}`);
  const topic = topicOf(prompt);
  // In a sentence the topic takes an article: "how I would handle the deadline", not "handle deadline".
  const subject = topic === 'your question' ? topic : `the ${topic}`;
  const fill = (template: string): string =>
    template.replace('{topic}', subject).replace('{link}', () => {
      const [label, href] = rng.pick(LINKS);
      return `[${label}](${href})`;
    });
  // Each agent leans to some shapes (a "voice"), but every shape occurs for every agent.
  const voice = createRng(`voice:${agentId}`);
  // Unasked, an answer is prose (paragraphs, a list, steps): a short answer only to a short
  // message (BRIEF), code, a table or a long report only where the message asks for one.
  const weights = REPLY_SHAPES.map((shape) => (PROSE.includes(shape) ? 1 + voice.int(0, 3) : 0));
  const shape = options.shape ?? hintedShape(prompt) ?? weightedPick(rng, REPLY_SHAPES, weights);
  return clip(build(shape, rng, topic, fill, prompt).trim(), MAX_REPLY_CHARS) + '\n';
}

/** Cuts at the last paragraph (or line) break that fits, never inside a code fence. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  let cut = head.lastIndexOf('\n\n');
  if (cut < max / 2) cut = head.lastIndexOf('\n');
  let clipped = (cut > 0 ? head.slice(0, cut) : head).trimEnd();
  // An odd number of fences means the cut fell inside a code block: close it.
  if ((clipped.match(/^```/gm) ?? []).length % 2 === 1) clipped += '\n```';
  return clipped;
}

function build(
  shape: ReplyShape,
  rng: Rng,
  topic: string,
  fill: (t: string) => string,
  prompt: string,
): string {
  // Sentences are drawn from one shuffled deck, so a reply does not repeat itself.
  const deck = rng.shuffle(SENTENCES);
  let drawn = 0;
  const paragraph = (min: number, max: number): string =>
    Array.from({ length: rng.int(min, max) }, () => fill(deck[drawn++ % deck.length]!)).join(' ');
  const bullets = (): string =>
    rng
      .shuffle(BULLETS)
      .slice(0, rng.int(3, 6))
      .map((b) => `- ${fill(b)}`)
      .join('\n');
  const steps = (): string =>
    STEPS.slice(0, rng.int(3, STEPS.length))
      .map((s, i) => `${i + 1}. ${fill(s)}`)
      .join('\n');
  const code = (): string => {
    const [language, body] = rng.pick(CODE)(slugOf(topic));
    return '```' + language + '\n' + body + '\n```';
  };
  const table = (): string => {
    const head = rng.pick(TABLE_HEADS);
    const rows = rng.int(2, 4);
    const lines = [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`];
    for (let r = 0; r < rows; r++)
      lines.push(`| ${head.map((h) => TABLE_CELLS[h]![r]!).join(' | ')} |`);
    return lines.join('\n');
  };

  switch (shape) {
    case 'brief': {
      const said = prompt.trim().toLowerCase();
      const [, answers] = BRIEF.find(([pattern]) => pattern.test(said))!;
      return fill(rng.pick(answers));
    }
    case 'paragraphs':
      return Array.from({ length: rng.int(1, 3) }, () => paragraph(2, 3)).join('\n\n');
    case 'bullets':
      return `When looking at ${fill('{topic}')}, consider:\n\n${bullets()}\n\n${paragraph(1, 2)}`;
    case 'steps':
      return `Here is how I would handle ${fill('{topic}')}:\n\n${steps()}\n\n${paragraph(1, 1)}`;
    case 'code':
      return `${paragraph(1, 2)}\n\n${code()}\n\nAdjust the values to match your data.`;
    case 'table':
      return `Here are the options for ${fill('{topic}')} side by side:\n\n${table()}\n\n${paragraph(1, 2)}`;
    case 'long':
      return [
        `## ${capitalize(topic)}`,
        paragraph(3, 4),
        '### What to check',
        bullets(),
        '### Suggested process',
        steps(),
        table(),
        code(),
        `> ${paragraph(1, 1)}`,
        paragraph(2, 3),
      ].join('\n\n');
  }
}

/** What the prompt asks for: a short message gets a short answer, "a query" gets code... */
function hintedShape(prompt: string): ReplyShape | undefined {
  const text = prompt.toLowerCase();
  if (text.trim().split(/\s+/).length < 3) return 'brief';
  const hints: [RegExp, ReplyShape][] = [
    [/\b(code|query|sql|script|function|regex|json|api)\b/, 'code'],
    [/\b(compare|comparison|table|versus|vs|options)\b/, 'table'],
    [/\b(steps|how do|how to|process|procedure)\b/, 'steps'],
    [/\b(list|checklist|consider|pros|cons)\b/, 'bullets'],
    [/\b(explain in detail|full|detailed|report|overview)\b/, 'long'],
  ];
  // What is asked for is what comes: a table when a table is asked for, every time.
  return hints.find(([pattern]) => pattern.test(text))?.[1];
}

function weightedPick<T>(rng: Rng, items: readonly T[], weights: number[]): T {
  let roll = rng.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < items.length; i++) {
    roll -= weights[i]!;
    if (roll < 0) return items[i]!;
  }
  return items[items.length - 1]!;
}

/** A request for the answer's form ("in a table", "in two sentences", "in detail", "as a list"). */
const FORMAT_ASK =
  /\b(?:in|as|into)\s+(?:a\s+|an\s+|one\s+|two\s+|three\s+|a\s+few\s+|\d+\s+)?(?:table|list|bullets?|bullet\s+points|sentences?|paragraphs?|words|detail|short)\b/gi;

/**
 * What the prompt is about: the words after "about", "for", "on" or "regarding" when it says
 * ("... in a table for the village hall roof" -> "village hall roof"), else up to three meaningful
 * words of it ("rear extension metres").
 */
export function topicOf(prompt: string): string {
  // How the answer should look is not what it is about: "the checks in a table" is "the checks".
  const asked = prompt.replace(FORMAT_ASK, ' ');
  const about =
    /\b(?:about|for|regarding|on)\s+(?:the\s+|a\s+|an\s+|our\s+|my\s+)?([^?.!,;:\n]+)/i.exec(asked);
  const phrase = about?.[1]
    ?.trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((word) => word.slice(0, MAX_TOPIC_WORD_CHARS));
  if (phrase && phrase.length > 0 && phrase.some((word) => !STOP_WORDS.has(word)))
    return phrase.join(' ');
  const words = asked
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word))
    .map((word) => word.slice(0, MAX_TOPIC_WORD_CHARS));
  return words.length > 0 ? words.slice(0, 3).join(' ') : 'your question';
}

function slugOf(topic: string): string {
  return topic.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'topic';
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
