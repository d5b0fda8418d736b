/**
 * Microsoft sign-in without Microsoft. The "consent address" sends the browser straight back to
 * the frontend page the real consent would return to, with a `code` that names the Microsoft
 * account: `ms.` + base64url of `{"email","name"}`, and optionally the ID token's `oid` and `tid`
 * and `email_verified: false` (by default an email's account is one fixed id in one tenant, its
 * email verified, as backend/laravel's MicrosoftIdentityFake has it). The default account is
 * demo@example.com for `login` and a new person for `register`; a developer can craft a code for
 * any other address.
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
  /** The ID token's object id and tenant: who the account is, whatever email its tenant gives it. */
  oid?: string;
  tid?: string;
  /** Whether Microsoft vouches for the email (a tenant's admins can set any address). */
  email_verified?: boolean;
}

/** The tenant of the accounts whose code names none. */
const MOCK_TENANT = '0a0c0f0e-0000-4000-8000-00000000fa4e';

/** Where a Microsoft account is linked on the user: its tenant and object id. */
const linkOf = (account: MicrosoftAccount) =>
  `${account.tid ?? MOCK_TENANT}/${account.oid ?? `mailto:${account.email.toLowerCase()}`}`;

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
    const parsed = JSON.parse(json) as Partial<Record<keyof MicrosoftAccount, unknown>>;
    if (typeof parsed.email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(parsed.email))
      return null;
    const name =
      typeof parsed.name === 'string' && parsed.name.trim() !== ''
        ? parsed.name
        : parsed.email.split('@')[0]!;
    return {
      email: parsed.email,
      name,
      ...(typeof parsed.oid === 'string' && { oid: parsed.oid }),
      ...(typeof parsed.tid === 'string' && { tid: parsed.tid }),
      email_verified: parsed.email_verified !== false,
    };
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
    const link = linkOf(account);
    // Matched on the account's object id in its tenant first. Its email counts only where
    // Microsoft vouches for it (a tenant's admins can give any address to an account of theirs,
    // the "nOAuth" takeover), and never reaches a user linked to another Microsoft account.
    let user = db.users.all().find((u) => u.microsoft_account === link);
    if (!user) {
      if (account.email_verified === false)
        throw invalid(
          'email',
          "Microsoft has not verified this account's email address. Please sign in with your email address and password.",
        );
      user = findUserByEmail(db, account.email);
      if (user && user.microsoft_account !== null)
        throw invalid(
          'email',
          'Another Microsoft account is linked to the account with this email address.',
        );
    }
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
        microsoft_account: link,
      },
      now,
    );
    if (user.microsoft_email !== account.email || user.microsoft_account !== link)
      user = db.users.update(user.id, { microsoft_email: account.email, microsoft_account: link });
    signIn(user.id);
    return { body: { message: 'Login successful!' as const, data: userProfileResource(db, user) } };
  }),
];
