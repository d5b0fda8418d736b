/**
 * The operations backed by outside services (payments, the tools' providers, Microsoft sign-in,
 * SharePoint), whose fakes in backend/laravel answer as the mock's do: their refusals, and the
 * answers that depend only on the fakes' fixed data. Microsoft's callback is throttled per IP
 * address (6 a minute), so it sends fewer cases than that.
 */
import { call, casesOf, type Case } from './case';

/** The Documents library both backends' SharePoint shows demo's council. */
const DOCUMENTS = 'b!nW7x2F3m0Eq8yV1zR4tN5uJ6wH9pL2cD3eF4gH5iJ6kL7mN8oP9qR0sT';
const drive = encodeURIComponent(DOCUMENTS);

export const EXTERNAL_CASES: Case[] = [
  call('setupPayment: an unknown order', 'demo', 'POST /api/payments/999999/setup', {
    json: { payment_method: 'card' },
  }),
  call('setupPayment: a guest', 'visitor', 'POST /api/payments/999999/setup', {
    json: { payment_method: 'card' },
  }),
  ...casesOf('authorizeTool', 'member', 'GET /api/tools/google-calendar/authorize', [
    ['a tool'],
    ['an unknown tool', {}, { route: 'GET /api/tools/no-such-tool/authorize' }],
  ]),
  ...casesOf('toolCallback', 'member', 'POST /api/tools/google-calendar/callback', [
    ['nothing sent'],
    ['a state never issued', { query: { code: 'mock-abc', state: 'never-issued' } }],
  ]),
  ...casesOf('callToolFunction', 'demo', 'POST /api/tools/google-calendar/list_events', [
    [
      'a connected tool',
      { json: { arguments: { max_results: 2, time_min: '2026-03-02T00:00:00Z' } } },
    ],
    ['arguments the tool rejects', { json: { arguments: { max_results: 0 } } }],
    ['a date the tool rejects', { json: { arguments: { time_min: 'soon' } } }],
    ['a tool not connected', { json: {} }, { actor: 'member' }],
    [
      'an unknown function',
      { json: {} },
      { route: 'POST /api/tools/google-calendar/no_such_function' },
    ],
  ]),
  ...casesOf('disconnectTool', 'member', 'DELETE /api/tools/google-calendar/delete', [
    ['a tool not connected'],
    ['an unknown tool', {}, { route: 'DELETE /api/tools/no-such-tool/delete' }],
  ]),
  ...casesOf('getMicrosoftRedirect', 'visitor', 'GET /api/auth/microsoft/redirect', [
    ['no type'],
    ['an unknown type', { query: { type: 'google' } }],
    ['sign-in', { query: { type: 'login' } }],
    ['SharePoint, as a guest', { query: { type: 'sharepoint', council_id: 1 } }],
    ['SharePoint without a council', { query: { type: 'sharepoint' } }, { actor: 'demo' }],
    [
      'SharePoint for a council not theirs to admin',
      { query: { type: 'sharepoint', council_id: '{council}' } },
      { actor: 'member' },
    ],
  ]),
  ...casesOf('microsoftCallback', 'newcomer', 'GET /api/auth/microsoft/callback', [
    ['nothing sent'],
    ['a state never issued', { query: { code: 'ms.e30', state: 'never-issued' } }],
  ]),
  ...casesOf('listSharepointDrives', 'member', 'GET /api/councils/{council}/sharepoint', [
    ['a connected council'],
  ]),
  ...casesOf('confirmSharepointAuth', 'demo', 'POST /api/councils/{council}/sharepoint', [
    ['nothing sent'],
    ['a state never issued', { query: { code: 'ms.e30', state: 'never-issued' } }],
    ['a member', { query: { code: 'ms.e30', state: 'never-issued' } }, { actor: 'member' }],
  ]),
  ...casesOf('browseSharepoint1', 'member', `GET /api/councils/{council}/sharepoint/${drive}`, [
    ['a drive'],
    ['an unknown drive', {}, { route: 'GET /api/councils/{council}/sharepoint/b!no-such-drive' }],
  ]),
  ...casesOf(
    'browseSharepoint2',
    'member',
    `GET /api/councils/{council}/sharepoint/${drive}/Planning`,
    [
      ['a folder'],
      ['a file', {}, { route: `GET /api/councils/{council}/sharepoint/${drive}/Contacts.xlsx` }],
    ],
  ),
  ...casesOf(
    'browseSharepoint3',
    'member',
    `GET /api/councils/{council}/sharepoint/${drive}/Planning/Applications`,
    [
      ['a folder'],
      [
        'an unknown folder',
        {},
        { route: `GET /api/councils/{council}/sharepoint/${drive}/Planning/Nope` },
      ],
    ],
  ),
  ...casesOf(
    'linkCouncilAgentSharepoint',
    'demo',
    'POST /api/councils/{council}/agents/999999/sharepoint',
    [
      ['an agent the council does not have', { json: { drive: DOCUMENTS, path: '/Planning' } }],
      ['a member', { json: { drive: DOCUMENTS, path: '/Planning' } }, { actor: 'member' }],
    ],
  ),
];
