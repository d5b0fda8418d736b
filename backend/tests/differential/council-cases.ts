/**
 * Councils (create, search, read, settings), their file library, licences and orders, the plans,
 * the help centre, feedback and the pins of the caller's agents: refusals, and answers both seeds
 * give alike.
 */
import { call, casesOf, long, multipartText, textFiles, type Case } from './case';

export const COUNCIL_CASES: Case[] = [
  ...casesOf('createCouncil', 'member', 'POST /api/councils/create', [
    ['nothing sent', { json: {} }],
    ['a name too short and a bad slug', { json: { name: 'X', slug: 'Not A Slug' } }],
    ['description too long', { json: { name: 'Eastgate', description: long(1001) } }],
  ]),
  ...casesOf('searchCouncils', 'member', 'GET /api/councils/search', [
    ['no q', {}],
    ['q too short', { query: { q: 'x' } }],
    ['nothing matches', { query: { q: 'no council is called this' } }],
    ['wildcards are literal', { query: { q: '%%' } }],
  ]),
  ...casesOf('getCouncil', 'demo', 'GET /api/councils/{council}', [
    ['an unknown council', {}, { route: 'GET /api/councils/999999' }],
    [
      'a member of another council',
      {},
      { actor: 'member', route: 'GET /api/councils/{joinCouncil}' },
    ],
  ]),
  ...casesOf('updateCouncil', 'demo', 'PUT /api/councils/{council}', [
    ['a plain member', { json: { name: 'Mine now' } }, { actor: 'member' }],
    ['name too short', { json: { name: 'X' } }],
    [
      'a new join code and none at once',
      { json: { join_code_enabled: false, regenerate_join_code: true } },
    ],
    ['join_code_enabled not a boolean', { json: { join_code_enabled: 'yes' } }],
  ]),
  ...casesOf('listCouncilFiles', 'member', 'GET /api/councils/{council}/files', [
    ['per_page too big', { query: { per_page: 101 } }],
    ['not a member', {}, { route: 'GET /api/councils/{joinCouncil}/files' }],
  ]),
  ...casesOf('uploadCouncilFile', 'demo', 'POST /api/councils/{council}/files', [
    ['no file', { raw: multipartText('note', 'no file here') }],
    [
      'a type not allowed',
      {
        // A program by its contents too: Laravel's `mimes` judges the contents, the mock the name.
        files: [
          {
            field: 'file',
            filename: 'setup.exe',
            contentType: 'application/x-msdownload',
            content: 'MZ\u0090\u0000\u0003 not a program',
          },
        ],
      },
    ],
    [
      'a plain member',
      { files: textFiles(1).map((f) => ({ ...f, field: 'file' })) },
      { actor: 'member' },
    ],
  ]),
  ...casesOf('deleteCouncilFile', 'demo', 'DELETE /api/councils/{council}/files/999999', [
    ['an unknown file', {}],
    ['a plain member', {}, { actor: 'member' }],
  ]),
  ...casesOf('listCouncilLicences', 'member', 'GET /api/councils/{council}/licences', [
    ['a plain member', {}],
  ]),
  ...casesOf('updateCouncilLicence', 'demo', 'PUT /api/councils/{council}/licences/999999', [
    ['an unknown licence', { json: { user_id: null } }],
    ['user_id missing', { json: {} }, { route: 'PUT /api/councils/{council}/licences/{licence}' }],
    [
      'a user outside the council',
      { json: { user_id: 999999 } },
      { route: 'PUT /api/councils/{council}/licences/{licence}' },
    ],
    ['a plain member', { json: { user_id: null } }, { actor: 'member' }],
  ]),
  ...casesOf('listCouncilOrders', 'demo', 'GET /api/councils/{council}/orders', [
    ['an unknown status', { query: { status: 'lost' } }],
    ['an unknown type', { query: { type: 'gift' } }],
    ['a plain member', {}, { actor: 'member' }],
  ]),
  ...casesOf('buySubscription', 'demo', 'POST /api/subscriptions/{plan}/buy', [
    ['council_id missing', { json: {} }],
    ['an unknown council', { json: { council_id: 999999 } }],
    ['a plain member', { json: { council_id: '{council}' } }, { actor: 'member' }],
    [
      'an unknown plan',
      { json: { council_id: '{council}' } },
      { route: 'POST /api/subscriptions/999999/buy' },
    ],
  ]),
  ...casesOf('listProfileOrders', 'member', 'GET /api/profile/orders', [
    ['an unknown payment status', { query: { payment_status: 'maybe' } }],
  ]),
  ...casesOf('sendFeedback', 'member', 'POST /api/feedback', [
    ['nothing sent', { json: {} }],
    ['rating out of range', { json: { message: 'Hello', rating: 6 } }],
    ['page_url not a URL', { json: { message: 'Hello', page_url: 'here' } }],
    ['message too long', { json: { message: long(5001) } }],
  ]),
  call('listHelpPages: a guest', 'guest', 'GET /api/help-pages'),
  ...casesOf('updateProfileAgent', 'demo', 'PUT /api/profile/agents/999999', [
    ['an agent not in the list', { json: { is_pinned: true } }],
    ['is_pinned missing', { json: {} }, { route: 'PUT /api/profile/agents/{agent}' }],
    [
      'is_pinned not a boolean',
      { json: { is_pinned: 'yes' } },
      { route: 'PUT /api/profile/agents/{agent}' },
    ],
  ]),
  call('removeProfileAgent: an agent not in the list', 'demo', 'DELETE /api/profile/agents/999999'),
];
