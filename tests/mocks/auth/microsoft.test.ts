/** Microsoft sign-in against the mock backend: the redirect, the callback and the accounts it makes or links. */
import { getMicrosoftRedirect, microsoftCallback } from '@/generated/api/auth/auth';
import { getProfile } from '@/generated/api/profile/profile';
import { describe, expect, it } from 'vitest';
import { microsoftCode } from '@mocks/handlers/auth/microsoft';
import { COUNCILS, USERS } from '@mocks/db/seed-ids';
import { failure, signInAs, useMockServer } from '../helpers';

const mock = useMockServer();

describe('Microsoft sign-in', () => {
  async function consent(type: 'login' | 'register') {
    const { url } = await getMicrosoftRedirect({ type });
    const target = new URL(url);
    return {
      target,
      code: target.searchParams.get('code')!,
      state: target.searchParams.get('state')!,
    };
  }

  it('login: the consent address leads back to /auth/Microsoft, whose callback signs in', async () => {
    const { target, code, state } = await consent('login');
    expect(target.pathname).toBe('/auth/Microsoft');
    const response = await microsoftCallback({ code, state });
    expect(response).toMatchObject({ message: 'Login successful!', data: { id: USERS.demo } });
    expect((await getProfile()).data.id).toBe(USERS.demo);
  });

  it('register: creates a verified, passwordless user for a new Microsoft account', async () => {
    const { state } = await consent('register');
    const code = microsoftCode({ email: 'lin.chen@example.com', name: 'Lin Chen' });
    const response = await microsoftCallback({ code, state });
    expect(response.data).toMatchObject({
      email: 'lin.chen@example.com',
      name: 'Lin Chen',
      is_partner: false,
    });
    expect(response.data.email_verified_at).not.toBeNull();
    expect(mock.state.db.users.get(response.data.id)?.password_hash).toBeNull();
  });

  it('answers 422 on state for an unknown or reused state', async () => {
    const { code, state } = await consent('login');
    await microsoftCallback({ code, state });
    const reused = await failure(microsoftCallback({ code, state }), 422);
    expect(reused.body).toEqual({
      message: 'The sign-in request has expired. Please try again.',
      errors: { state: ['The sign-in request has expired. Please try again.'] },
    });
  });

  it('answers 422 on email when login finds no account, and on code for a rejected code', async () => {
    const first = await consent('login');
    const unknown = microsoftCode({ email: 'stranger@example.com', name: 'Stranger' });
    const error = await failure(microsoftCallback({ code: unknown, state: first.state }), 422);
    expect(Object.keys(error.errors)).toEqual(['email']);
    const second = await consent('login');
    expect(
      Object.keys(
        (await failure(microsoftCallback({ code: 'garbage', state: second.state }), 422)).errors,
      ),
    ).toEqual(['code']);
  });

  it('matches the account by its tenant and object id, not by an email its tenant set', async () => {
    const linked = await consent('login');
    await microsoftCallback({ code: linked.code, state: linked.state });

    // Another tenant's account claiming demo's address, unverified: no takeover.
    const spoof = await consent('login');
    const unverified = microsoftCode({
      email: 'demo@example.com',
      name: 'Not Demo',
      oid: 'attacker-object',
      tid: 'attacker-tenant',
      email_verified: false,
    });
    expect(
      (await failure(microsoftCallback({ code: unverified, state: spoof.state }), 422)).errors,
    ).toEqual({
      email: [
        "Microsoft has not verified this account's email address. Please sign in with your email address and password.",
      ],
    });
    // Verified, but demo is linked to another Microsoft account already.
    const other = await consent('login');
    const second = microsoftCode({
      email: 'demo@example.com',
      name: 'Second',
      oid: 'other-object',
      tid: 'other-tenant',
    });
    expect(
      (await failure(microsoftCallback({ code: second, state: other.state }), 422)).errors,
    ).toEqual({
      email: ['Another Microsoft account is linked to the account with this email address.'],
    });

    // The linked account signs in even after its tenant changed its email.
    const again = await consent('login');
    const renamed = microsoftCode({ email: 'demo.renamed@example.com', name: 'Demo' });
    const byLink = await failure(microsoftCallback({ code: renamed, state: again.state }), 422);
    expect(Object.keys(byLink.errors)).toEqual(['email']);
    const same = await consent('login');
    const sameAccount = microsoftCode({
      email: 'demo.renamed@example.com',
      name: 'Demo',
      oid: 'mailto:demo@example.com',
    });
    const response = await microsoftCallback({ code: sameAccount, state: same.state });
    expect(response.data.id).toBe(USERS.demo);
  });

  it('sharepoint: needs a session (401) and an admin of the council (403)', async () => {
    await failure(
      getMicrosoftRedirect({ type: 'sharepoint', council_id: COUNCILS.northwind }),
      401,
    );
    await signInAs('member@example.com');
    await failure(
      getMicrosoftRedirect({ type: 'sharepoint', council_id: COUNCILS.northwind }),
      403,
    );
    await signInAs('demo@example.com');
    expect(
      (await failure(getMicrosoftRedirect({ type: 'sharepoint' }), 422)).errors,
    ).toHaveProperty('council_id');
    const { url } = await getMicrosoftRedirect({
      type: 'sharepoint',
      council_id: COUNCILS.northwind,
    });
    expect(new URL(url).pathname).toBe('/auth/Sharepoint_callback');
  });

  it('answers 422 for an unknown type', async () => {
    await failure(getMicrosoftRedirect({ type: 'facebook' as never }), 422);
  });
});
