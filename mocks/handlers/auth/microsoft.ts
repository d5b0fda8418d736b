/**
 * Microsoft sign-in without Microsoft. The "consent address" sends the browser straight back to
 * the frontend page the real consent would return to, with a `code` that names the Microsoft
 * account: `ms.` + base64url of `{"email","name"}`. The default account is demo@example.com for
 * `login` and a new person for `register`; a developer can craft a code for any other address.
 */
import { defineOperation } from '../../laravel/define-operation';
import { forbidden, invalid, unauthenticated } from '../../laravel/errors';
import { userProfileResource } from '../../resources/identity';
import { USERS } from '../../db/seed-ids';
import { appBasePath, appOriginOf } from '../mail';
import { consumeOAuthState, issueOAuthState } from '../oauth';
import { createUser, findUserByEmail } from '../../db/users';

export interface MicrosoftAccount {
  email: string;
  name: string;
}

const NEW_MICROSOFT_ACCOUNT: MicrosoftAccount = {
  email: 'robin.newcomer@example.com',
  name: 'Robin Newcomer',
};

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The authorization code the mock's "Microsoft" returns for an account. */
export function microsoftCode(account: MicrosoftAccount): string {
  return `ms.${base64url(JSON.stringify(account))}`;
}

/** The account a code names, or null for a code "Microsoft" rejects (also for the SharePoint callback). */
export function microsoftAccountOf(code: string): MicrosoftAccount | null {
  if (!code.startsWith('ms.')) return null;
  try {
    const b64 = code.slice(3).replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
    const parsed = JSON.parse(json) as Partial<MicrosoftAccount>;
    if (typeof parsed.email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(parsed.email))
      return null;
    const name =
      typeof parsed.name === 'string' && parsed.name.trim() !== ''
        ? parsed.name
        : parsed.email.split('@')[0]!;
    return { email: parsed.email, name };
  } catch {
    return null;
  }
}

export const microsoftOperations = [
  defineOperation('getMicrosoftRedirect', async ({ query, user, db, state, session, request }) => {
    let page = '/auth/Microsoft';
    let account: MicrosoftAccount;
    if (query.type === 'sharepoint') {
      if (!user) throw unauthenticated();
      if (query.council_id === undefined)
        throw invalid('council_id', 'The council id field is required when type is sharepoint.');
      if (!db.councils.get(query.council_id))
        throw invalid('council_id', 'The selected council id is invalid.');
      const admin = db.memberships
        .by('council_id', query.council_id)
        .some((m) => m.user_id === user.id && m.status === 'active' && m.role === 'admin');
      if (!admin) throw forbidden();
      page = '/auth/Sharepoint_callback';
      account = { email: user.email, name: user.name };
    } else {
      const demo = db.users.get(USERS.demo);
      account =
        query.type === 'login' && demo
          ? { email: demo.email, name: demo.name }
          : NEW_MICROSOFT_ACCOUNT;
    }
    const value = await issueOAuthState(state, session.id, query.type, {
      council_id: query.council_id,
      user_id: user?.id,
    });
    const url = new URL(`${appBasePath()}${page}`, appOriginOf(request));
    url.searchParams.set('code', microsoftCode(account));
    url.searchParams.set('state', value);
    return { body: { url: url.toString() } };
  }),

  defineOperation('microsoftCallback', async ({ query, db, state, session, signIn }) => {
    const issued = consumeOAuthState(state, session.id, query.state, ['login', 'register']);
    if (!issued) throw invalid('state', 'The sign-in request has expired. Please try again.');
    const account = microsoftAccountOf(query.code);
    if (!account) throw invalid('code', 'Microsoft did not accept the sign-in. Please try again.');

    const now = state.now().toISOString();
    let user = findUserByEmail(db, account.email);
    if (!user && issued.purpose === 'login') {
      throw invalid(
        'email',
        "No account uses this Microsoft account's email address. Please register first.",
      );
    }
    user ??= await createUser(
      db,
      {
        name: account.name.slice(0, 255),
        email: account.email,
        email_verified_at: now,
        microsoft_email: account.email,
      },
      now,
    );
    if (user.microsoft_email !== account.email)
      user = db.users.update(user.id, { microsoft_email: account.email });
    signIn(user.id);
    return { body: { message: 'Login successful!' as const, data: userProfileResource(db, user) } };
  }),
];
