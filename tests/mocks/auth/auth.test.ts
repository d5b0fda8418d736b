/**
 * The identity area's sign-in and account operations (CSRF cookie, login, logout, register,
 * registration requests, email verification, password reset) against the mock backend. Microsoft
 * sign-in: identity-microsoft.test.ts.
 */
import {
  forgotPassword,
  getCsrfCookie,
  login,
  logout,
  register,
  requestRegistration,
  resetPassword,
  verifyEmail,
} from '@/generated/api/auth/auth';
import { getProfile } from '@/generated/api/profile/profile';
import { describe, expect, it } from 'vitest';
import {
  buildEmailVerificationUrl,
  latestMail,
  passwordResetLink,
  verificationSignedPart,
} from '@mocks/handlers/mail';
import { sha1Hex, signHex } from '@mocks/handlers/secrets';
import { USERS } from '@mocks/db/seed-ids';
import { failure, signInAs, signOut, useMockServer, xsrfToken } from '../helpers';

const mock = useMockServer();

/** Calls a verification address the way the app does: decoded, as is. */
function callVerification(address: string) {
  const url = new URL(address, location.origin);
  const [, , , , id, hash] = url.pathname.split('/');
  return verifyEmail(Number(id), hash!, {
    expires: Number(url.searchParams.get('expires')),
    signature: url.searchParams.get('signature')!,
  });
}

describe('getCsrfCookie', () => {
  it('starts a session: XSRF-TOKEN and the session cookie are set, answer 204', async () => {
    await expect(getCsrfCookie()).resolves.toBeUndefined();
    expect(xsrfToken()).toMatch(/.{20,}/);
    expect(document.cookie).toContain('laravel_session=');
  });

  it('keeps who is signed in', async () => {
    await signInAs('demo@example.com');
    await getCsrfCookie();
    expect((await getProfile()).data.id).toBe(USERS.demo);
  });

  it('answers a forced server error as 500', async () => {
    mock.state.faults.force('getCsrfCookie', { status: 500, times: 1 });
    await failure(getCsrfCookie(), 500);
  });
});

describe('login', () => {
  it('signs a seeded user in with "Login successful!" and the profile', async () => {
    const response = await signInAs('demo@example.com');
    expect(response.message).toBe('Login successful!');
    expect(response.data).toMatchObject({
      id: USERS.demo,
      email: 'demo@example.com',
      name: 'Demo Admin',
    });
    expect((await getProfile()).data.id).toBe(USERS.demo);
  });

  it('is case-insensitive on the email', async () => {
    expect((await signInAs('Member@Example.com')).data.id).toBe(USERS.member);
  });

  it('answers wrong credentials with 422 on email', async () => {
    const error = await failure(
      login({ email: 'demo@example.com', password: 'wrong password', remember: false }),
      422,
    );
    expect(error.body).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('answers missing fields with 422 field errors', async () => {
    const error = await failure(login({ email: 'demo@example.com' } as never), 422);
    expect(error.errors).toEqual({ password: ['The password field is required.'] });
  });

  it('answers 419 without the X-XSRF-TOKEN header', async () => {
    await getCsrfCookie();
    const response = await fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'password' }),
    });
    expect(response.status).toBe(419);
    expect(await response.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('throttles after 5 failed attempts with 429 and Retry-After', async () => {
    const attempt = () =>
      login({ email: 'manager@example.com', password: 'nope nope', remember: false });
    for (let i = 0; i < 5; i++) await failure(attempt(), 422);
    await getCsrfCookie();
    const response = await fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrfToken()! },
      body: JSON.stringify({ email: 'manager@example.com', password: 'password' }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('logout', () => {
  it('ends the session: the profile answers 401 afterwards', async () => {
    await signInAs('member@example.com');
    await expect(logout()).resolves.toBeUndefined();
    await failure(getProfile(), 401);
  });

  it('answers 401 without a session', async () => {
    await signOut();
    const error = await failure(logout(), 401);
    expect(error.body).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('register', () => {
  const body = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    password: 'correct horse',
    password_confirmation: 'correct horse',
    terms: true as const,
  };

  it('creates an unverified user, signs them in and mails a verification link', async () => {
    const response = await register(body);
    expect(response.message).toBe(
      'Registration successful. Please check your email to verify your address.',
    );
    expect(response.data).toMatchObject({
      name: 'Ada Lovelace',
      email_verified_at: null,
      is_partner: false,
      onboarding_completed: false,
      councils: [],
    });
    expect((await getProfile()).data.email).toBe('ada@example.com');

    const mail = latestMail(mock.state, 'ada@example.com', 'verify-email')!;
    expect(mail.link).toMatch(/^\/auth\/Verifyemail\?url=/);
    const apiAddress = atob(decodeURIComponent(mail.link!.split('url=')[1]!));
    await expect(callVerification(apiAddress)).resolves.toEqual({ message: 'Email verified.' });
    expect((await getProfile()).data.email_verified_at).not.toBeNull();
  });

  it('creates partners with their company', async () => {
    const response = await register({
      ...body,
      email: 'charles@example.com',
      partner: true,
      company: 'Analytical Engines Ltd',
    });
    expect(response.data.is_partner).toBe(true);
    expect(mock.state.db.users.get(response.data.id)?.company).toBe('Analytical Engines Ltd');
  });

  it('answers 422 for a taken email, a wrong confirmation and a partner without company', async () => {
    const error = await failure(
      register({
        ...body,
        email: 'DEMO@example.com',
        password_confirmation: 'something else',
        partner: true,
      }),
      422,
    );
    expect(error.body).toEqual({
      message: 'The email has already been taken. (and 2 more errors)',
      errors: {
        email: ['The email has already been taken.'],
        password: ['The password field confirmation does not match.'],
        company: ['The company field is required when partner is true.'],
      },
    });
  });

  it('answers 422 when the terms are not accepted', async () => {
    const error = await failure(
      register({ ...body, email: 'x@example.com', terms: false as never }),
      422,
    );
    expect(Object.keys(error.errors)).toEqual(['terms']);
  });
});

describe('requestRegistration', () => {
  it('stores the request and answers 202', async () => {
    const before = mock.state.db.registrationRequests.size;
    const response = await requestRegistration({
      name: 'Grace',
      email: 'grace@contoso.example',
      company: 'Contoso',
    });
    expect(response).toEqual({
      message: 'Thank you! We have received your request and will contact you shortly.',
    });
    expect(mock.state.db.registrationRequests.size).toBe(before + 1);
  });

  it('answers 422 without a company', async () => {
    const error = await failure(
      requestRegistration({ name: 'Grace', email: 'grace@contoso.example' } as never),
      422,
    );
    expect(error.errors).toEqual({ company: ['The company field is required.'] });
  });
});

describe('verifyEmail', () => {
  it('verifies the address of a signed link, and again answers 200', async () => {
    const address = await buildEmailVerificationUrl(mock.state, USERS.unverified);
    await expect(callVerification(address)).resolves.toEqual({ message: 'Email verified.' });
    expect(mock.state.db.users.get(USERS.unverified)?.email_verified_at).not.toBeNull();
    await expect(callVerification(address)).resolves.toEqual({
      message: 'Email already verified.',
    });
  });

  it('answers 403 "Invalid signature." for a tampered or expired link', async () => {
    const address = await buildEmailVerificationUrl(mock.state, USERS.member);
    const tampered = address.replace(
      /signature=(.)/,
      (_, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`,
    );
    expect((await failure(callVerification(tampered), 403)).body).toEqual({
      message: 'Invalid signature.',
    });
    const expired = await buildEmailVerificationUrl(mock.state, USERS.member, {
      expiresInMinutes: -1,
    });
    await failure(callVerification(expired), 403);
  });

  it('answers 403 when the hash is not the email of the user', async () => {
    const other = new URL(
      await buildEmailVerificationUrl(mock.state, USERS.member),
      location.origin,
    );
    const forged = other.pathname.replace(`/verify/${USERS.member}/`, `/verify/${USERS.partner}/`);
    await failure(callVerification(`${forged}${other.search}`), 403);
  });

  it('answers 404 for an unknown user with a valid signature', async () => {
    const expires = Math.floor(Date.now() / 1000) + 600;
    const signed = verificationSignedPart(9999, await sha1Hex('ghost@example.com'), expires);
    await failure(callVerification(`${signed}&signature=${await signHex(signed)}`), 404);
  });
});

describe('forgotPassword and resetPassword', () => {
  it('mails a reset link the reset accepts once; the new password signs in', async () => {
    await expect(forgotPassword({ email: 'partner@example.com' })).resolves.toEqual({
      message: 'We have emailed your password reset link.',
    });
    const link = new URL(passwordResetLink(mock.state, 'partner@example.com')!, location.origin);
    expect(link.pathname).toBe('/auth/Reset-password');
    const token = link.searchParams.get('token')!;
    const email = link.searchParams.get('email')!;
    expect(email).toBe('partner@example.com');

    const reset = {
      token,
      email,
      password: 'a brand new passphrase',
      password_confirmation: 'a brand new passphrase',
    };
    await expect(resetPassword(reset)).resolves.toEqual({
      message: 'Your password has been reset.',
    });
    expect((await signInAs('partner@example.com', 'a brand new passphrase')).data.id).toBe(
      USERS.partner,
    );
    await failure(signInAs('partner@example.com'), 422);

    const reused = await failure(resetPassword(reset), 422);
    expect(reused.body).toEqual({
      message: 'This password reset token is invalid.',
      errors: { email: ['This password reset token is invalid.'] },
    });
  });

  it('answers unknown addresses the same, without a mail', async () => {
    await expect(forgotPassword({ email: 'nobody@example.com' })).resolves.toEqual({
      message: 'We have emailed your password reset link.',
    });
    expect(latestMail(mock.state, 'nobody@example.com')).toBeUndefined();
  });

  it('answers a repeat within the minute alike for an address with and without an account', async () => {
    const repeat = async (email: string) => {
      await forgotPassword({ email });
      return (await failure(forgotPassword({ email }), 422)).errors;
    };
    const known = await repeat('member@example.com');
    expect(known).toEqual({ email: ['Please wait before retrying.'] });
    expect(await repeat('nobody-at-all@example.com')).toEqual(known);
    expect(latestMail(mock.state, 'nobody-at-all@example.com')).toBeUndefined();
  });

  it('answers 422 for a second request within a minute and for a malformed email', async () => {
    await forgotPassword({ email: 'manager@example.com' });
    expect((await failure(forgotPassword({ email: 'manager@example.com' }), 422)).errors).toEqual({
      email: ['Please wait before retrying.'],
    });
    expect((await failure(forgotPassword({ email: 'not-an-email' }), 422)).errors).toEqual({
      email: ['The email field must be a valid email address.'],
    });
  });

  it('answers 422 for a wrong token and for a confirmation mismatch', async () => {
    const wrong = {
      token: 'f'.repeat(64),
      email: 'demo@example.com',
      password: 'long enough pass',
      password_confirmation: 'long enough pass',
    };
    await failure(resetPassword(wrong), 422);
    const mismatch = await failure(
      resetPassword({ ...wrong, password_confirmation: 'different pass!' }),
      422,
    );
    expect(mismatch.errors).toEqual({
      password: ['The password field confirmation does not match.'],
    });
  });
});
