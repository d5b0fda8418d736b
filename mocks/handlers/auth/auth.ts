/**
 * Sanctum SPA authentication: CSRF cookie, register, login, logout, access requests, email
 * verification and password reset, with Laravel's rules and messages.
 */
import { defineOperation } from '../../laravel/define-operation';
import { clearThrottle, throttleKey, throttleOf } from '../../laravel/throttle';
import {
  forbidden,
  invalid,
  notFound,
  validationError,
  type FieldErrors,
} from '../../laravel/errors';
import { userProfileResource } from '../../resources/identity';
import {
  appOriginOf,
  resetPasswordPage,
  sendMail,
  sendVerificationMail,
  verificationSignedPart,
} from '../mail';
import { randomHex, sha1Hex, signHex } from '../secrets';
import { checkPassword, hashPassword } from '../../db/passwords';
import { createUser, findUserByEmail } from '../../db/users';

const RESET_LINK_INTERVAL_MS = 60_000;
const RESET_TOKEN_TTL_MS = 60 * 60_000;

export const authOperations = [
  // Starting or refreshing the session is all it does; the wrapper sets both cookies.
  defineOperation('getCsrfCookie', () => ({})),

  defineOperation('register', async ({ body, db, state, signIn, request }) => {
    const errors: FieldErrors = {};
    if (findUserByEmail(db, body.email)) errors.email = ['The email has already been taken.'];
    if (body.password !== body.password_confirmation)
      errors.password = ['The password field confirmation does not match.'];
    if (body.partner && !body.company)
      errors.company = ['The company field is required when partner is true.'];
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const now = state.now().toISOString();
    const user = await createUser(
      db,
      {
        name: body.name,
        email: body.email,
        is_partner: body.partner,
        password_hash: hashPassword(body.password),
        company: body.partner ? (body.company ?? null) : null,
      },
      now,
    );
    signIn(user.id);
    await sendVerificationMail(state, user.id, request);
    return {
      body: {
        message: 'Registration successful. Please check your email to verify your address.',
        data: userProfileResource(db, user),
      },
    };
  }),

  // Its limit (5 a minute per email and IP) is the contract's x-throttle, which defineOperation
  // applies (mocks/laravel/throttle.ts); a success clears the key as Breeze's LoginRequest does.
  defineOperation('login', ({ operation, body, db, signIn }) => {
    const user = findUserByEmail(db, body.email);
    if (!user || !checkPassword(body.password, user.password_hash))
      throw invalid('email', 'These credentials do not match our records.');
    const throttle = throttleOf(operation.operationId)!;
    clearThrottle(db, operation.operationId, throttleKey(throttle, { userId: null, body }));
    signIn(user.id);
    return { body: { message: 'Login successful!' as const, data: userProfileResource(db, user) } };
  }),

  defineOperation('requestRegistration', async ({ body, db, state }) => {
    const created_at = state.now().toISOString();
    await db.registrationRequests.create({ ...body, message: body.message ?? null, created_at });
    await sendMail(state, {
      to: 'sales@example.com',
      kind: 'registration-request',
      subject: `Access request from ${body.name} (${body.company})`,
      link: null,
    });
    return {
      status: 202,
      body: { message: 'Thank you! We have received your request and will contact you shortly.' },
    };
  }),

  defineOperation('logout', ({ signIn }) => {
    signIn(null);
    return {};
  }),

  defineOperation('verifyEmail', async ({ params, query, db, state }) => {
    // The `signed` middleware runs before the route's controller: a bad or stale link is 403 whoever it names.
    const signed = verificationSignedPart(params.id, params.hash, query.expires);
    const expired = query.expires * 1000 < state.now().getTime();
    if (expired || (await signHex(signed)) !== query.signature)
      throw forbidden('Invalid signature.');
    const user = db.users.get(params.id);
    if (!user) throw notFound();
    if ((await sha1Hex(user.email)) !== params.hash) throw forbidden('Invalid signature.');
    if (user.email_verified_at !== null) return { body: { message: 'Email already verified.' } };
    db.users.update(user.id, { email_verified_at: state.now().toISOString() });
    return { body: { message: 'Email verified.' } };
  }),

  defineOperation('forgotPassword', async ({ body, db, state, request }) => {
    const sent = { body: { message: 'We have emailed your password reset link.' } };
    // The once-a-minute rule holds for every address, known or not: were it kept for accounts
    // only, a second request would tell which addresses have one.
    const email = body.email.toLowerCase();
    const existing = db.passwordResets.by('email', email)[0];
    const now = state.now();
    if (existing && now.getTime() - Date.parse(existing.created_at) < RESET_LINK_INTERVAL_MS) {
      throw invalid('email', 'Please wait before retrying.');
    }
    if (existing) db.passwordResets.delete(existing.id);
    const token = randomHex(32);
    // An unknown address keeps a token too, which no mail carries: only its time counts.
    await db.passwordResets.create({ email, token, created_at: now.toISOString() });
    const user = findUserByEmail(db, body.email);
    if (!user) return sent;
    await sendMail(state, {
      to: user.email,
      kind: 'reset-password',
      subject: 'Reset Password Notification',
      link: resetPasswordPage(token, user.email),
      origin: appOriginOf(request),
    });
    return sent;
  }),

  defineOperation('resetPassword', ({ body, db, state }) => {
    if (body.password !== body.password_confirmation)
      throw invalid('password', 'The password field confirmation does not match.');
    const user = findUserByEmail(db, body.email);
    const email = body.email.toLowerCase();
    const reset = db.passwordResets.by('email', email)[0];
    const fresh =
      reset !== undefined &&
      state.now().getTime() - Date.parse(reset.created_at) < RESET_TOKEN_TTL_MS;
    if (!user || !reset || !fresh || reset.token !== body.token) {
      throw invalid('email', 'This password reset token is invalid.');
    }
    db.passwordResets.delete(reset.id);
    db.users.update(user.id, {
      password_hash: hashPassword(body.password),
      updated_at: state.now().toISOString(),
    });
    return { body: { message: 'Your password has been reset.' } };
  }),
];
