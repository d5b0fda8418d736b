/**
 * 422s: each rule the mock words, on the operations backend/laravel implements (rules.ts lists
 * them; the differential test checks that these requests make the mock say every one). The sign-in
 * cases use addresses of their own, so the login throttle never meets them.
 */
import { casesOf, long, multipartText, textFiles, type Case } from './case';

export const VALIDATION_CASES: Case[] = [
  ...casesOf('login', 'newcomer', 'POST /api/login', [
    ['nothing sent', { json: {} }],
    ['email not an address', { json: { email: 'demo', password: 'password' } }],
    ['email not a string', { json: { email: 12, password: 'password' } }],
    ['password too long', { json: { email: 'long.password@example.org', password: long(256) } }],
    [
      'remember not a boolean',
      { json: { email: 'remember@example.org', password: 'password', remember: 'yes' } },
    ],
    ['wrong password', { json: { email: 'nobody@example.org', password: 'wrong-password' } }],
    [
      'a sixth failed attempt within a minute',
      { json: { email: 'throttled@example.org', password: 'wrong-password' }, repeat: 6 },
    ],
  ]),
  ...casesOf('createFolder', 'demo', 'POST /api/folders', [
    ['no name', { json: {} }],
    ['blank name', { json: { name: '   ' } }],
    ['name not a string', { json: { name: 12 } }],
    ['name too long', { json: { name: long(101) } }],
    ['name taken', { json: { name: 'Differential A' } }],
  ]),
  ...casesOf('updateFolder', 'demo', 'PATCH /api/folders/{folderB}', [
    ['renamed to a taken name', { json: { name: 'Differential A' } }],
    ['no name', { json: {} }],
  ]),
  ...casesOf('listThreads', 'demo', 'GET /api/threads', [
    ['per_page too big', { query: { per_page: 101 } }],
    ['per_page zero', { query: { per_page: 0 } }],
    ['per_page not a number', { query: { per_page: 'many' } }],
    ['page zero', { query: { page: 0 } }],
    ['unknown folder', { query: { folder_id: 999999 } }],
    ['folder neither an id nor none', { query: { folder_id: 'some' } }],
    ['search too long', { query: { search: long(256) } }],
  ]),
  ...casesOf('createThread', 'demo', 'POST /api/threads', [
    ['nothing sent', { json: {} }],
    ['agent id not a number', { json: { agent_id: 'abc' } }],
    ['unknown agent', { json: { agent_id: 999999 } }],
    ['unknown folder', { json: { agent_id: '{agent}', folder_id: 999999 } }],
    [
      "member's folder is not theirs",
      { json: { agent_id: '{memberAgent}', folder_id: '{folder}' } },
      { actor: 'member' },
    ],
    ['title not a string', { json: { agent_id: '{agent}', title: 12 } }],
    ['title too long', { json: { agent_id: '{agent}', title: long(256) } }],
  ]),
  ...casesOf('updateThread', 'demo', 'PUT /api/threads/{thread}', [
    ['blank title', { json: { title: '' } }],
    ['title too long', { json: { title: long(256) } }],
    ['unknown folder', { json: { folder_id: 999999 } }],
    ['folder not a number', { json: { folder_id: 'abc' } }],
  ]),
  ...casesOf('getThread', 'demo', 'GET /api/threads/{thread}', [
    ['per_page too big', { query: { per_page: 101 } }],
  ]),
  ...casesOf('sendThreadMessage', 'demo', 'POST /api/threads/{thread}/message', [
    ['no content', { json: {} }],
    ['content not a string', { json: { content: 12 } }],
    ['content too long', { json: { content: long(20001) } }],
    ['file ids not a list', { json: { content: 'Hi', file_ids: 'x' } }],
    ['eleven file ids', { json: { content: 'Hi', file_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] } }],
    ['a file id not a number', { json: { content: 'Hi', file_ids: ['abc'] } }],
    ['a file id twice', { json: { content: 'Hi', file_ids: [999998, 999998] } }],
    ['an unknown file', { json: { content: 'Hi', file_ids: [999999] } }],
  ]),
  ...casesOf('uploadThreadFiles', 'demo', 'POST /api/threads/{thread}/file', [
    ['no files', { json: {} }],
    ['eleven files', { files: textFiles(11) }],
    [
      'a type not accepted',
      {
        files: [
          {
            field: 'files[]',
            filename: 'setup.exe',
            contentType: 'application/x-msdownload',
            content: 'MZ\u0090\u0000\u0003 not a program',
          },
        ],
      },
    ],
    [
      'a 3 MB file (the contract allows 20 MB)',
      {
        files: [
          {
            field: 'files[]',
            filename: 'minutes.txt',
            contentType: 'text/plain',
            content: 3 * 1024 * 1024,
          },
        ],
      },
    ],
    ['a text where a file goes', { raw: multipartText('files[]', 'not a file') }],
  ]),
  ...casesOf('searchMessages', 'demo', 'GET /api/messages/search', [
    ['no query'],
    ['a query of one character', { query: { q: 'a' } }],
    ['a query too long', { query: { q: long(256) } }],
    ['per_page too big', { query: { q: 'minutes', per_page: 101 } }],
  ]),
  ...casesOf('updateProfile', 'demo', 'PUT /api/profile', [
    ['blank name', { json: { name: '' } }],
    ['name too long', { json: { name: long(256) } }],
    ['email not an address', { json: { email: 'demo' } }],
    ["member's email", { json: { email: 'member@example.com' } }],
    ['unknown position', { json: { position_id: 999999 } }],
    ['position not a number', { json: { position_id: 'abc' } }],
    ['locale of another shape', { json: { locale: 'english' } }],
    ['a council not theirs', { json: { current_council_id: 999999 } }],
    ['onboarding not a boolean', { json: { onboarding_completed: 'done' } }],
    [
      'password without the current one',
      { json: { password: 'new-password', password_confirmation: 'new-password' } },
    ],
    [
      'a wrong current password',
      {
        json: {
          current_password: 'wrong-password',
          password: 'new-password',
          password_confirmation: 'new-password',
        },
      },
    ],
    [
      'confirmation differs',
      {
        json: {
          current_password: 'password',
          password: 'new-password',
          password_confirmation: 'other-password',
        },
      },
    ],
    [
      'password too short',
      { json: { current_password: 'password', password: 'short', password_confirmation: 'short' } },
    ],
  ]),
  ...casesOf('listCouncilUsers', 'demo', 'GET /api/councils/{council}/users', [
    ['unknown role', { query: { role: 'owner' } }],
    ['unknown status', { query: { status: 'gone' } }],
  ]),
  ...casesOf('inviteCouncilUser', 'demo', 'POST /api/councils/{council}/users', [
    ['nothing sent', { json: {} }],
    ['email not an address, role unknown', { json: { email: 'someone', role: 'owner' } }],
    [
      'unknown position',
      { json: { email: 'new.person@example.org', role: 'member', position_id: 999999 } },
    ],
  ]),
  ...casesOf('updateCouncilUser', 'demo', 'PUT /api/councils/{council}/users/{member}', [
    ['unknown role', { json: { role: 'owner' } }],
    [
      'the last admin demoted',
      { json: { role: 'member' } },
      { route: 'PUT /api/councils/{soleCouncil}/users/{demo}' },
    ],
  ]),
  ...casesOf('listJoinRequests', 'demo', 'GET /api/councils/{council}/join-requests', [
    ['unknown status', { query: { status: 'maybe' } }],
  ]),
];
