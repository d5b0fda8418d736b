/**
 * The account flows (register, access requests, password reset, email verification), invitations
 * and join requests: their refusals and the answers that do not depend on a mailbox. The guest
 * flows are throttled per IP address (5 or 6 a minute), so each sends fewer cases than its limit.
 */
import { call, casesOf, long, type Case } from './case';

const password = 'correct horse battery staple';
const account = (email: string) => ({
  name: 'Ada Lovelace',
  email,
  password,
  password_confirmation: password,
  terms: true,
});
const HEX40 = 'a'.repeat(40);
const HEX64 = 'b'.repeat(64);

export const ACCOUNT_CASES: Case[] = [
  ...casesOf('register', 'newcomer', 'POST /api/register', [
    ['nothing sent', { json: {} }],
    [
      'a taken email and an unconfirmed password',
      { json: { ...account('demo@example.com'), password_confirmation: 'something else' } },
    ],
    ['terms not accepted', { json: { ...account('terms@example.org'), terms: false } }],
    ['a partner without a company', { json: { ...account('partner@example.org'), partner: true } }],
    ['a new account', { json: account('ada.differential@example.org') }],
  ]),
  ...casesOf('requestRegistration', 'newcomer', 'POST /api/registration-request', [
    ['nothing sent', { json: {} }],
    ['email not an address', { json: { name: 'Grace', email: 'grace', company: 'Contoso' } }],
    [
      'message too long',
      {
        json: {
          name: 'Grace',
          email: 'grace@contoso.example',
          company: 'Contoso',
          message: long(2001),
        },
      },
    ],
    [
      'a request',
      { json: { name: 'Grace Hopper', email: 'grace@contoso.example', company: 'Contoso Ltd' } },
    ],
  ]),
  ...casesOf('forgotPassword', 'newcomer', 'POST /api/forgot-password', [
    ['nothing sent', { json: {} }],
    ['email not an address', { json: { email: 'member' } }],
    ['an unknown address', { json: { email: 'nobody.differential@example.org' } }],
    ['a second link within a minute', { json: { email: 'member@example.com' }, repeat: 2 }],
  ]),
  ...casesOf('resetPassword', 'newcomer', 'POST /api/reset-password', [
    ['nothing sent', { json: {} }],
    [
      'a wrong token',
      {
        json: {
          token: 'not-a-token',
          email: 'member@example.com',
          password,
          password_confirmation: password,
        },
      },
    ],
    [
      'a short password',
      {
        json: {
          token: 'not-a-token',
          email: 'member@example.com',
          password: 'short',
          password_confirmation: 'short',
        },
      },
    ],
    [
      'an unconfirmed password',
      {
        json: {
          token: 'not-a-token',
          email: 'member@example.com',
          password,
          password_confirmation: 'other words',
        },
      },
    ],
  ]),
  call(
    'verifyEmail: a link with a wrong signature',
    'guest',
    `GET /api/email/verify/{member}/${HEX40}`,
    {
      query: { expires: 4102444800, signature: HEX64 },
    },
  ),
  ...casesOf('getInvitationInfo', 'guest', 'GET /api/councils/get-invitation-info', [
    ['no token', {}],
    ['an unknown token', { query: { token: 'not-a-token' } }],
  ]),
  ...casesOf('acceptInvitation', 'visitor', 'POST /api/councils/accept-invitation', [
    ['nothing sent', { json: {} }],
    ['an unknown token', { json: { token: 'not-a-token' } }],
    [
      'a short password',
      {
        json: {
          token: 'not-a-token',
          name: 'Dan',
          password: 'short',
          password_confirmation: 'short',
        },
      },
    ],
  ]),
  call('listProfileInvitations: member has none', 'member', 'GET /api/profile/invitations'),
  call(
    'acceptProfileInvitation: an unknown invitation',
    'member',
    'POST /api/profile/invitations/999999/accept',
  ),
  call(
    'declineProfileInvitation: an unknown invitation',
    'member',
    'DELETE /api/profile/invitations/999999',
  ),
  ...casesOf('requestJoinCouncil', 'member', 'POST /api/councils/{joinCouncil}/request-join', [
    ['message too long', { json: { message: long(501) } }],
    ['a wrong code', { json: { code: 'WRONG-CODE' } }],
    ['a request', { json: { message: 'Please let me in.' } }],
    ['a second request', { json: {} }],
    ['a member asks', { json: {} }, { route: 'POST /api/councils/{council}/request-join' }],
    ['an unknown council', { json: {} }, { route: 'POST /api/councils/999999/request-join' }],
  ]),
  ...casesOf('decideJoinRequest', 'demo', 'POST /api/councils/{council}/join-requests/999999', [
    ['an unknown request', { json: { status: 'approved' } }],
    ['a member decides', { json: { status: 'approved' } }, { actor: 'member' }],
  ]),
  ...casesOf(
    'resendCouncilInvitation',
    'demo',
    'POST /api/councils/{council}/users/{member}/resend-invitation',
    [
      ['an active member', { json: {} }],
      ['notify not a boolean', { json: { notify: 'yes' } }],
      ['a member resends', { json: {} }, { actor: 'member' }],
      [
        'a user outside the council',
        { json: {} },
        { route: 'POST /api/councils/{council}/users/999999/resend-invitation' },
      ],
    ],
  ),
];
