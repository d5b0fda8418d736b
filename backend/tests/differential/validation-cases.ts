/**
 * 422s: each rule the mock words, on the operations backend/laravel implements (rules.ts lists
 * them; the differential test checks that these requests make the mock say every one). The sign-in
 * cases use addresses of their own, so the login throttle never meets them.
 */
import { call, long, multipartText, textFiles, type Case } from './case';

export const VALIDATION_CASES: Case[] = [
  // login
  call('login: nothing sent', 'newcomer', 'POST /api/login', { json: {} }),
  call('login: email not an address', 'newcomer', 'POST /api/login', {
    json: { email: 'demo', password: 'password' },
  }),
  call('login: email not a string', 'newcomer', 'POST /api/login', {
    json: { email: 12, password: 'password' },
  }),
  call('login: password too long', 'newcomer', 'POST /api/login', {
    json: { email: 'long.password@example.org', password: long(256) },
  }),
  call('login: remember not a boolean', 'newcomer', 'POST /api/login', {
    json: { email: 'remember@example.org', password: 'password', remember: 'yes' },
  }),
  call('login: wrong password', 'newcomer', 'POST /api/login', {
    json: { email: 'nobody@example.org', password: 'wrong-password' },
  }),
  call('login: a sixth failed attempt within a minute', 'newcomer', 'POST /api/login', {
    json: { email: 'throttled@example.org', password: 'wrong-password' },
    repeat: 6,
  }),
  // createFolder
  call('createFolder: no name', 'demo', 'POST /api/folders', { json: {} }),
  call('createFolder: blank name', 'demo', 'POST /api/folders', { json: { name: '   ' } }),
  call('createFolder: name not a string', 'demo', 'POST /api/folders', { json: { name: 12 } }),
  call('createFolder: name too long', 'demo', 'POST /api/folders', { json: { name: long(101) } }),
  call('createFolder: name taken', 'demo', 'POST /api/folders', {
    json: { name: 'Differential A' },
  }),
  // updateFolder
  call('updateFolder: renamed to a taken name', 'demo', 'PATCH /api/folders/{folderB}', {
    json: { name: 'Differential A' },
  }),
  call('updateFolder: no name', 'demo', 'PATCH /api/folders/{folderB}', { json: {} }),
  // listThreads
  call('listThreads: per_page too big', 'demo', 'GET /api/threads', { query: { per_page: 101 } }),
  call('listThreads: per_page zero', 'demo', 'GET /api/threads', { query: { per_page: 0 } }),
  call('listThreads: per_page not a number', 'demo', 'GET /api/threads', {
    query: { per_page: 'many' },
  }),
  call('listThreads: page zero', 'demo', 'GET /api/threads', { query: { page: 0 } }),
  call('listThreads: unknown folder', 'demo', 'GET /api/threads', { query: { folder_id: 999999 } }),
  call('listThreads: folder neither an id nor none', 'demo', 'GET /api/threads', {
    query: { folder_id: 'some' },
  }),
  call('listThreads: search too long', 'demo', 'GET /api/threads', {
    query: { search: long(256) },
  }),
  // createThread
  call('createThread: nothing sent', 'demo', 'POST /api/threads', { json: {} }),
  call('createThread: agent id not a number', 'demo', 'POST /api/threads', {
    json: { agent_id: 'abc' },
  }),
  call('createThread: unknown agent', 'demo', 'POST /api/threads', { json: { agent_id: 999999 } }),
  call('createThread: unknown folder', 'demo', 'POST /api/threads', {
    json: { agent_id: '{agent}', folder_id: 999999 },
  }),
  call("createThread: member's folder is not theirs", 'member', 'POST /api/threads', {
    json: { agent_id: '{memberAgent}', folder_id: '{folder}' },
  }),
  call('createThread: title not a string', 'demo', 'POST /api/threads', {
    json: { agent_id: '{agent}', title: 12 },
  }),
  call('createThread: title too long', 'demo', 'POST /api/threads', {
    json: { agent_id: '{agent}', title: long(256) },
  }),
  // updateThread
  call('updateThread: blank title', 'demo', 'PUT /api/threads/{thread}', { json: { title: '' } }),
  call('updateThread: title too long', 'demo', 'PUT /api/threads/{thread}', {
    json: { title: long(256) },
  }),
  call('updateThread: unknown folder', 'demo', 'PUT /api/threads/{thread}', {
    json: { folder_id: 999999 },
  }),
  call('updateThread: folder not a number', 'demo', 'PUT /api/threads/{thread}', {
    json: { folder_id: 'abc' },
  }),
  // getThread
  call('getThread: per_page too big', 'demo', 'GET /api/threads/{thread}', {
    query: { per_page: 101 },
  }),
  // sendThreadMessage
  call('sendThreadMessage: no content', 'demo', 'POST /api/threads/{thread}/message', { json: {} }),
  call('sendThreadMessage: content not a string', 'demo', 'POST /api/threads/{thread}/message', {
    json: { content: 12 },
  }),
  call('sendThreadMessage: content too long', 'demo', 'POST /api/threads/{thread}/message', {
    json: { content: long(20001) },
  }),
  call('sendThreadMessage: file ids not a list', 'demo', 'POST /api/threads/{thread}/message', {
    json: { content: 'Hi', file_ids: 'x' },
  }),
  call('sendThreadMessage: eleven file ids', 'demo', 'POST /api/threads/{thread}/message', {
    json: { content: 'Hi', file_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
  }),
  call('sendThreadMessage: a file id not a number', 'demo', 'POST /api/threads/{thread}/message', {
    json: { content: 'Hi', file_ids: ['abc'] },
  }),
  call('sendThreadMessage: a file id twice', 'demo', 'POST /api/threads/{thread}/message', {
    json: { content: 'Hi', file_ids: [999998, 999998] },
  }),
  call('sendThreadMessage: an unknown file', 'demo', 'POST /api/threads/{thread}/message', {
    json: { content: 'Hi', file_ids: [999999] },
  }),
  // uploadThreadFiles
  call('uploadThreadFiles: no files', 'demo', 'POST /api/threads/{thread}/file', { json: {} }),
  call('uploadThreadFiles: eleven files', 'demo', 'POST /api/threads/{thread}/file', {
    files: textFiles(11),
  }),
  call('uploadThreadFiles: a type not accepted', 'demo', 'POST /api/threads/{thread}/file', {
    files: [
      {
        field: 'files[]',
        filename: 'setup.exe',
        contentType: 'application/x-msdownload',
        content: 'MZ\u0090\u0000\u0003 not a program',
      },
    ],
  }),
  call(
    'uploadThreadFiles: a 3 MB file (the contract allows 20 MB)',
    'demo',
    'POST /api/threads/{thread}/file',
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
  ),
  call('uploadThreadFiles: a text where a file goes', 'demo', 'POST /api/threads/{thread}/file', {
    raw: multipartText('files[]', 'not a file'),
  }),
  // searchMessages
  call('searchMessages: no query', 'demo', 'GET /api/messages/search'),
  call('searchMessages: a query of one character', 'demo', 'GET /api/messages/search', {
    query: { q: 'a' },
  }),
  call('searchMessages: a query too long', 'demo', 'GET /api/messages/search', {
    query: { q: long(256) },
  }),
  call('searchMessages: per_page too big', 'demo', 'GET /api/messages/search', {
    query: { q: 'minutes', per_page: 101 },
  }),
  // updateProfile
  call('updateProfile: blank name', 'demo', 'PUT /api/profile', { json: { name: '' } }),
  call('updateProfile: name too long', 'demo', 'PUT /api/profile', { json: { name: long(256) } }),
  call('updateProfile: email not an address', 'demo', 'PUT /api/profile', {
    json: { email: 'demo' },
  }),
  call("updateProfile: member's email", 'demo', 'PUT /api/profile', {
    json: { email: 'member@example.com' },
  }),
  call('updateProfile: unknown position', 'demo', 'PUT /api/profile', {
    json: { position_id: 999999 },
  }),
  call('updateProfile: position not a number', 'demo', 'PUT /api/profile', {
    json: { position_id: 'abc' },
  }),
  call('updateProfile: locale of another shape', 'demo', 'PUT /api/profile', {
    json: { locale: 'english' },
  }),
  call('updateProfile: a council not theirs', 'demo', 'PUT /api/profile', {
    json: { current_council_id: 999999 },
  }),
  call('updateProfile: onboarding not a boolean', 'demo', 'PUT /api/profile', {
    json: { onboarding_completed: 'done' },
  }),
  call('updateProfile: password without the current one', 'demo', 'PUT /api/profile', {
    json: { password: 'new-password', password_confirmation: 'new-password' },
  }),
  call('updateProfile: a wrong current password', 'demo', 'PUT /api/profile', {
    json: {
      current_password: 'wrong-password',
      password: 'new-password',
      password_confirmation: 'new-password',
    },
  }),
  call('updateProfile: confirmation differs', 'demo', 'PUT /api/profile', {
    json: {
      current_password: 'password',
      password: 'new-password',
      password_confirmation: 'other-password',
    },
  }),
  call('updateProfile: password too short', 'demo', 'PUT /api/profile', {
    json: { current_password: 'password', password: 'short', password_confirmation: 'short' },
  }),
  // listCouncilUsers
  call('listCouncilUsers: unknown role', 'demo', 'GET /api/councils/{council}/users', {
    query: { role: 'owner' },
  }),
  call('listCouncilUsers: unknown status', 'demo', 'GET /api/councils/{council}/users', {
    query: { status: 'gone' },
  }),
  // inviteCouncilUser
  call('inviteCouncilUser: nothing sent', 'demo', 'POST /api/councils/{council}/users', {
    json: {},
  }),
  call(
    'inviteCouncilUser: email not an address, role unknown',
    'demo',
    'POST /api/councils/{council}/users',
    { json: { email: 'someone', role: 'owner' } },
  ),
  call('inviteCouncilUser: unknown position', 'demo', 'POST /api/councils/{council}/users', {
    json: { email: 'new.person@example.org', role: 'member', position_id: 999999 },
  }),
  // updateCouncilUser
  call('updateCouncilUser: unknown role', 'demo', 'PUT /api/councils/{council}/users/{member}', {
    json: { role: 'owner' },
  }),
  call(
    'updateCouncilUser: the last admin demoted',
    'demo',
    'PUT /api/councils/{soleCouncil}/users/{demo}',
    { json: { role: 'member' } },
  ),
  // listJoinRequests
  call('listJoinRequests: unknown status', 'demo', 'GET /api/councils/{council}/join-requests', {
    query: { status: 'maybe' },
  }),
];
