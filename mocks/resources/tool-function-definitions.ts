/**
 * What each fake integration declares about its functions (openapi ToolFunction): titles and
 * parameters matching the argument checks of mocks/handlers/tools/tool-functions.ts.
 */
import type { ToolFunction, ToolFunctionParameter } from '@/generated/model';

type Param = Omit<ToolFunctionParameter, 'description' | 'required'> & {
  description?: string;
  required?: boolean;
};
const p = ({ description, required = false, ...rest }: Param): ToolFunctionParameter => ({
  ...rest,
  required,
  description: description ?? null,
});

const maxResults = (fallback: number) =>
  p({
    name: 'max_results',
    label: 'How many results',
    type: 'integer',
    minimum: 1,
    maximum: 100,
    description: `Between 1 and 100; ${fallback} when left empty.`,
  });

const DEFINITIONS: Record<string, Omit<ToolFunction, 'name'>> = {
  'google-calendar.list_events': {
    title: 'List upcoming events',
    description: 'The events of your calendar in a time range.',
    parameters: [
      p({
        name: 'time_min',
        label: 'From',
        type: 'date-time',
        description: 'Now when left empty.',
      }),
      p({ name: 'time_max', label: 'Until', type: 'date-time' }),
      maxResults(10),
    ],
  },
  'google-calendar.create_event': {
    title: 'Create an event',
    description: 'Adds an event to your calendar.',
    parameters: [
      p({ name: 'summary', label: 'Title', type: 'string', required: true }),
      p({ name: 'start', label: 'Starts', type: 'date-time' }),
      p({ name: 'end', label: 'Ends', type: 'date-time' }),
    ],
  },
  'google-drive.search_files': {
    title: 'Search files',
    description: 'Finds files by their name.',
    parameters: [p({ name: 'query', label: 'Search for', type: 'string' }), maxResults(10)],
  },
  'google-drive.create_document': {
    title: 'Create a document',
    description: 'Adds a document to a folder of your Drive.',
    parameters: [
      p({ name: 'folder', label: 'Folder', type: 'string', required: true }),
      p({ name: 'title', label: 'Title', type: 'string', required: true }),
    ],
  },
  'slack.list_channels': {
    title: 'List channels',
    description: 'The channels you can post to.',
    parameters: [],
  },
  'slack.post_message': {
    title: 'Post a message',
    description: 'Posts a message to a channel.',
    parameters: [
      p({ name: 'channel', label: 'Channel', type: 'string', required: true }),
      p({ name: 'text', label: 'Message', type: 'text', required: true }),
    ],
  },
  'microsoft-teams.list_teams': {
    title: 'List teams',
    description: 'The teams you belong to, with their channels.',
    parameters: [],
  },
  'microsoft-teams.post_message': {
    title: 'Post a message',
    description: 'Posts a message to a channel of one of your teams.',
    parameters: [
      p({
        name: 'channel',
        label: 'Channel',
        type: 'string',
        required: true,
        description: 'team/channel',
      }),
      p({ name: 'text', label: 'Message', type: 'text', required: true }),
    ],
  },
  'microsoft-outlook.list_messages': {
    title: 'List recent messages',
    description: 'The newest messages of your inbox.',
    parameters: [maxResults(5)],
  },
  'microsoft-outlook.send_mail': {
    title: 'Send an email',
    description: 'Sends an email from your mailbox.',
    parameters: [
      p({ name: 'to', label: 'To', type: 'email', required: true }),
      p({ name: 'subject', label: 'Subject', type: 'string', required: true }),
    ],
  },
  'notion.search_pages': {
    title: 'Search pages',
    description: 'Finds pages of your workspace.',
    parameters: [p({ name: 'query', label: 'Search for', type: 'string', required: true })],
  },
  'notion.create_page': {
    title: 'Create a page',
    description: 'Adds a page to your workspace.',
    parameters: [p({ name: 'title', label: 'Title', type: 'string', required: true })],
  },
};

/** A tool's functions as declared; a function no integration describes gets its name as title, and no parameters. */
export function functionDefinitions(slug: string, functions: readonly string[]): ToolFunction[] {
  return functions.map((name) => ({
    name,
    ...(DEFINITIONS[`${slug}.${name}`] ?? {
      title: name.replace(/_/g, ' '),
      description: '',
      parameters: [],
    }),
  }));
}
