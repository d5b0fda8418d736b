/**
 * The requests the differential test sends to the mock and to the project's Laravel app alike:
 * the refusals every operation shares (a guest, a 419, a 401, a 404 for a route and for a model,
 * a 405), the policies, the 422s (validation-cases.ts), the refusals of /broadcasting/auth and the
 * login throttle, in that order.
 */
import { call, type Case } from './case';
import { ACCOUNT_CASES } from './account-cases';
import { AGENT_CASES } from './agent-cases';
import { COUNCIL_CASES } from './council-cases';
import { EXTERNAL_CASES } from './external-cases';
import { VALIDATION_CASES } from './validation-cases';

export type { Case } from './case';

const REFUSALS: Case[] = [
  call('a guest reads the profile', 'guest', 'GET /api/profile'),
  call('a guest lists folders', 'guest', 'GET /api/folders'),
  call('a sign-in without the CSRF cookie', 'guest', 'POST /api/login', {
    json: { email: 'demo@example.com', password: 'password' },
  }),
  call('a folder made without the X-XSRF-TOKEN header', 'demo', 'POST /api/folders', {
    json: { name: 'No token' },
    xsrf: false,
  }),
  call('a guest with the CSRF cookie signs out', 'visitor', 'POST /api/logout'),
  call('a guest with the CSRF cookie makes a folder', 'visitor', 'POST /api/folders', {
    json: { name: 'Guest' },
  }),
  call('an unknown route', 'demo', 'GET /api/no-such-thing'),
  call('an unknown route, as a guest', 'guest', 'GET /api/no-such-thing'),
  call('an unknown folder', 'demo', 'GET /api/folders/999999'),
  call('an unknown thread', 'demo', 'GET /api/threads/999999'),
  call('an unknown council', 'demo', 'GET /api/councils/999999/users'),
  call('an unknown council user', 'demo', 'GET /api/councils/{council}/users/999999'),
  call('a folder id that is not a number', 'demo', 'GET /api/folders/abc'),
  call('DELETE on the profile', 'demo', 'DELETE /api/profile'),
  call('GET on the sign-in', 'guest', 'GET /api/login'),
  call('POST on a folder', 'demo', 'POST /api/folders/999999'),
];

/**
 * The operations no other list reaches: each answers a guest 401, an unknown record 404, or a
 * member the council's policy refusal, the same on both (differential-coverage.test.ts asks for one
 * request to every operation the app implements).
 */
const EVERY_OPERATION: Case[] = [
  call('the CSRF cookie', 'guest', 'GET /sanctum/csrf-cookie'),
  ...[
    '/api/profile/agents',
    '/api/dictionaries/categories',
    '/api/dictionaries/models',
    '/api/dictionaries/roles',
    '/api/dictionaries/user-positions',
    '/api/dictionaries/tools',
    '/api/subscriptions',
  ].map((path) => call(`a guest reads ${path}`, 'guest', `GET ${path}`)),
  call('deleting an unknown folder', 'demo', 'DELETE /api/folders/999999'),
  call('deleting an unknown thread', 'demo', 'DELETE /api/threads/999999'),
  call('editing a message of an unknown thread', 'demo', 'PUT /api/threads/999999/messages/1', {
    json: { content: 'Edited' },
  }),
  call(
    'stopping a message of an unknown thread',
    'demo',
    'POST /api/threads/999999/messages/1/stop',
  ),
  call(
    'regenerating a message of an unknown thread',
    'demo',
    'POST /api/threads/999999/messages/1/regenerate',
  ),
  call('member removes a council user', 'member', 'DELETE /api/councils/{council}/users/{demo}'),
];

const POLICIES: Case[] = [
  call("member reads demo's thread", 'member', 'GET /api/threads/{thread}'),
  call("member renames demo's folder", 'member', 'PATCH /api/folders/{folder}', {
    json: { name: 'Mine now' },
  }),
  call('member invites to the council', 'member', 'POST /api/councils/{council}/users', {
    json: { email: 'new.person@example.org', role: 'member' },
  }),
  call('member lists the join requests', 'member', 'GET /api/councils/{council}/join-requests'),
  call('member changes a role', 'member', 'PUT /api/councils/{council}/users/{demo}', {
    json: { role: 'member' },
  }),
];

const SOCKET = '1234.5678';
const BROADCASTING: Case[] = [
  call('broadcasting auth: a guest', 'visitor', 'POST /broadcasting/auth', {
    json: { socket_id: SOCKET, channel_name: 'private-App.Models.User.{demo}' },
  }),
  call('broadcasting auth: without the X-XSRF-TOKEN header', 'demo', 'POST /broadcasting/auth', {
    json: { socket_id: SOCKET, channel_name: 'private-App.Models.User.{demo}' },
    xsrf: false,
  }),
  call("broadcasting auth: another user's channel", 'member', 'POST /broadcasting/auth', {
    json: { socket_id: SOCKET, channel_name: 'private-App.Models.User.{demo}' },
  }),
  call("broadcasting auth: another user's thread", 'member', 'POST /broadcasting/auth', {
    json: { socket_id: SOCKET, channel_name: 'private-threads.{thread}' },
  }),
  call('broadcasting auth: an unknown thread', 'demo', 'POST /broadcasting/auth', {
    json: { socket_id: SOCKET, channel_name: 'private-threads.999999' },
  }),
  call('broadcasting auth: a council not theirs', 'member', 'POST /broadcasting/auth', {
    json: { socket_id: SOCKET, channel_name: 'presence-councils.999999' },
  }),
  call('broadcasting auth: a channel nobody defined', 'demo', 'POST /broadcasting/auth', {
    json: { socket_id: SOCKET, channel_name: 'private-nothing.1' },
  }),
  call('broadcasting auth: a malformed socket id', 'demo', 'POST /broadcasting/auth', {
    json: { socket_id: 'abc', channel_name: 'private-App.Models.User.{demo}' },
  }),
  call('broadcasting auth: nothing sent', 'demo', 'POST /broadcasting/auth', { json: {} }),
  call('broadcasting auth: GET', 'demo', 'GET /broadcasting/auth'),
];

/** Last: a successful sign-in that the throttle may refuse (nocouncil is in no other case). */
const THROTTLE: Case[] = [
  call('login: a sixth successful sign-in within a minute', 'newcomer', 'POST /api/login', {
    json: { email: 'nocouncil@example.com', password: 'password' },
    repeat: 6,
  }),
];

export const CASES: Case[] = [
  ...EVERY_OPERATION,
  ...REFUSALS,
  ...POLICIES,
  ...VALIDATION_CASES,
  ...ACCOUNT_CASES,
  ...COUNCIL_CASES,
  ...AGENT_CASES,
  ...EXTERNAL_CASES,
  ...BROADCASTING,
  ...THROTTLE,
];
