/**
 * What the fake providers answer for each tool function: plausible, deterministic data shaped by
 * the arguments, and the providers' argument checks (a rejected argument is a message for the 422
 * on `arguments`).
 */
type Args = Record<string, unknown>;

/** An argument the caller sent: own keys only (an argument named `constructor` is just absent). */
const argument = (args: Args, name: string): unknown =>
  Object.hasOwn(args, name) ? args[name] : undefined;
export type ToolOutcome = { result: unknown } | { rejected: string };
type ToolFunction = (args: Args, now: Date) => ToolOutcome;

const DAY = 86_400_000;

function requireString(args: Args, name: string): string | { rejected: string } {
  const value = argument(args, name);
  if (typeof value !== 'string' || value.trim() === '')
    return { rejected: `The ${name} argument is required.` };
  return value;
}

function optionalDate(args: Args, name: string): Date | null | { rejected: string } {
  const value = argument(args, name);
  if (value === undefined) return null;
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
    return { rejected: `The ${name} argument must be a valid date.` };
  return new Date(value);
}

function limit(args: Args, fallback: number): number | { rejected: string } {
  const value = argument(args, 'max_results') ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 100) {
    return { rejected: 'The max_results argument must be an integer between 1 and 100.' };
  }
  return value;
}

const isRejection = (value: unknown): value is { rejected: string } =>
  typeof value === 'object' && value !== null && 'rejected' in value;

function firstRejection(...values: unknown[]): { rejected: string } | undefined {
  return values.find(isRejection);
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const FUNCTIONS: Record<string, ToolFunction> = {
  'google-calendar.list_events'(args, now) {
    const from = optionalDate(args, 'time_min');
    const to = optionalDate(args, 'time_max');
    const max = limit(args, 10);
    const rejected = firstRejection(from, to, max);
    if (rejected) return rejected;
    const start = (from as Date | null) ?? now;
    const titles = [
      'Board meeting',
      'Planning committee',
      'Budget review',
      'Team stand-up',
      'Parish newsletter deadline',
    ];
    const events = titles
      .map((summary, i) => {
        const begins = new Date(
          Math.floor(start.getTime() / DAY) * DAY + (i + 1) * DAY + 9 * 3_600_000,
        );
        return {
          id: `evt${i + 1}`,
          summary,
          start: begins.toISOString(),
          end: new Date(begins.getTime() + 3_600_000).toISOString(),
        };
      })
      .filter((e) => !to || Date.parse(e.start) <= (to as Date).getTime())
      .slice(0, max as number);
    return { result: { events } };
  },
  'google-calendar.create_event'(args) {
    const summary = requireString(args, 'summary');
    const start = optionalDate(args, 'start');
    const end = optionalDate(args, 'end');
    const rejected = firstRejection(summary, start, end);
    if (rejected) return rejected;
    if (!start || !end) return { rejected: `The ${start ? 'end' : 'start'} argument is required.` };
    return {
      result: {
        id: `evt-${slugOf(summary as string)}`,
        summary,
        start: (start as Date).toISOString(),
        end: (end as Date).toISOString(),
        status: 'confirmed',
      },
    };
  },
  'google-drive.search_files'(args) {
    const sent = argument(args, 'query');
    const query = typeof sent === 'string' ? sent : '';
    const max = limit(args, 10);
    if (isRejection(max)) return max;
    const files = [
      { id: 'doc-101', name: 'Planning committee minutes, March 2027', folder: 'Minutes' },
      { id: 'doc-102', name: 'Village hall insurance renewal', folder: 'Finance' },
      { id: 'doc-97', name: 'Budget and precept 2027', folder: 'Finance' },
    ].filter((file) => file.name.toLowerCase().includes(query.toLowerCase()));
    return { result: { total: files.length, files: files.slice(0, max) } };
  },
  'google-drive.create_document'(args) {
    const folder = requireString(args, 'folder');
    const title = requireString(args, 'title');
    const rejected = firstRejection(folder, title);
    if (rejected) return rejected;
    return {
      result: { id: `doc-${100 + (title as string).length}`, name: title, folder },
    };
  },
  'slack.list_channels'() {
    return {
      result: {
        channels: ['general', 'council-news', 'planning', 'random'].map((name, i) => ({
          id: `C0${i + 1}`,
          name,
        })),
      },
    };
  },
  'slack.post_message'(args, now) {
    const channel = requireString(args, 'channel');
    const text = requireString(args, 'text');
    const rejected = firstRejection(channel, text);
    if (rejected) return rejected;
    return { result: { ok: true, channel, ts: (now.getTime() / 1000).toFixed(6) } };
  },
  'microsoft-teams.list_teams'() {
    return {
      result: {
        teams: [
          { name: 'Full Council', channels: ['General', 'Meetings'] },
          { name: 'Planning Committee', channels: ['General', 'Applications'] },
          { name: 'Finance Committee', channels: ['General'] },
        ],
      },
    };
  },
  'microsoft-teams.post_message'(args, now) {
    const channel = requireString(args, 'channel');
    const text = requireString(args, 'text');
    const rejected = firstRejection(channel, text);
    if (rejected) return rejected;
    return { result: { ok: true, channel, sent_at: now.toISOString() } };
  },
  'microsoft-outlook.list_messages'(args, now) {
    const max = limit(args, 5);
    if (isRejection(max)) return max;
    const subjects = [
      'Agenda for Thursday',
      'Invoice 2026-114',
      'Re: Hall booking',
      'Minutes draft',
      'Welcome aboard',
    ];
    const messages = subjects.slice(0, max).map((subject, i) => ({
      id: `msg${i + 1}`,
      subject,
      from: `clerk${i + 1}@example.com`,
      received_at: new Date(now.getTime() - (i + 1) * 3_600_000).toISOString(),
    }));
    return { result: { messages } };
  },
  'microsoft-outlook.send_mail'(args) {
    const to = requireString(args, 'to');
    const subject = requireString(args, 'subject');
    const rejected = firstRejection(to, subject);
    if (rejected) return rejected;
    if (!/^[^@\s]+@[^@\s]+$/.test(to as string))
      return { rejected: 'The to argument must be a valid email address.' };
    return { result: { sent: true, to, subject } };
  },
  'notion.search_pages'(args) {
    const query = requireString(args, 'query');
    if (isRejection(query)) return query;
    const pages = ['Council handbook', 'Meeting notes template', 'Planning policy summary']
      .filter((title) => title.toLowerCase().includes(query.toLowerCase()))
      .map((title) => ({ id: slugOf(title), title }));
    return { result: { pages } };
  },
  'notion.create_page'(args) {
    const title = requireString(args, 'title');
    if (isRejection(title)) return title;
    return { result: { id: slugOf(title), title, url: `https://www.notion.so/${slugOf(title)}` } };
  },
};

export function runToolFunction(tool: string, fn: string, args: Args, now: Date): ToolOutcome {
  const key = `${tool}.${fn}`;
  const implementation = Object.hasOwn(FUNCTIONS, key) ? FUNCTIONS[key] : undefined;
  return implementation ? implementation(args, now) : { result: { ok: true } };
}
