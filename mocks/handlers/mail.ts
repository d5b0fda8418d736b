/**
 * The mock's outbox. Mail the backend would send is stored in `db.mails` (and logged outside
 * tests), so a developer, the dev panel or a test can open links no inbox will ever receive:
 * email verification (`/auth/Verifyemail?url=<base64 API address>`) and password reset
 * (`/auth/Reset-password?token=...&email=...`).
 */
import type { MockState } from '../laravel/mock-state';
import { sha1Hex, signHex } from './secrets';

type MailKind =
  'verify-email' | 'reset-password' | 'registration-request' | 'feedback' | 'invitation';

/** The frontend's origin for links in mails: the caller's Origin (or Referer), else the API's own. */
export function appOriginOf(request: Request): string {
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      return new URL(referer).origin;
    } catch {
      // A malformed Referer names no origin; fall through.
    }
  }
  return new URL(request.url).origin;
}

/** The API's root as the request reached it: its origin, and the site's sub-path in a demo. */
export function apiRootOf(request: Request): string {
  const url = new URL(request.url);
  const api = url.pathname.indexOf('/api/');
  return `${url.origin}${api > 0 ? url.pathname.slice(0, api) : ''}`;
}

/**
 * The path the frontend is served under (`/`, or `/council-chat/` for a demo on a sub-path):
 * Vite's BASE_URL in the browser, the root for the Node mock server.
 */
export const appBasePath = (): string => (import.meta.env?.BASE_URL ?? '/').replace(/\/+$/, '');

const quiet = () => typeof process !== 'undefined' && Boolean(process.env?.VITEST);

export async function sendMail(
  state: MockState,
  mail: { to: string; kind: MailKind; subject: string; link: string | null; origin?: string },
) {
  const row = await state.db.mails.create({
    to: mail.to,
    kind: mail.kind,
    subject: mail.subject,
    link: mail.link,
    created_at: state.now().toISOString(),
  });
  if (!quiet()) {
    const link =
      mail.link === null
        ? ''
        : ` ${mail.origin && mail.link.startsWith('/') ? `${mail.origin}${appBasePath()}` : ''}${mail.link}`;
    console.info(`[mock mail] to ${mail.to}: ${mail.subject}${link}`);
  }
  return row;
}

/** The newest mail to an address (optionally of one kind); for tests and the dev panel. */
export function latestMail(state: MockState, to: string, kind?: MailKind) {
  const address = to.toLowerCase();
  return state.db.mails
    .where((m) => m.to.toLowerCase() === address && (kind === undefined || m.kind === kind))
    .sort((a, b) => b.id - a.id)[0];
}

/** The frontend page of the newest password reset mail to `email`, or null. */
export function passwordResetLink(state: MockState, email: string): string | null {
  return latestMail(state, email, 'reset-password')?.link ?? null;
}

export const resetPasswordPage = (token: string, email: string) =>
  `/auth/Reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;

/** The part of a verification URL that is signed (Laravel's relative signature: path and query, not host). */
export const verificationSignedPart = (userId: number, hash: string, expires: number) =>
  `/api/email/verify/${userId}/${hash}?expires=${expires}`;

/**
 * A valid `GET /api/email/verify/{id}/{hash}` address for a user, signed as Laravel's
 * `URL::temporarySignedRoute('verification.verify', 60 minutes)`. `apiOrigin` makes it absolute,
 * as in the real mail; without it the address is relative.
 */
export async function buildEmailVerificationUrl(
  state: MockState,
  userId: number,
  options: { apiOrigin?: string; expiresInMinutes?: number } = {},
): Promise<string> {
  const user = state.db.users.get(userId);
  if (!user) throw new Error(`buildEmailVerificationUrl: no user ${userId}`);
  const expires = Math.floor(state.now().getTime() / 1000) + (options.expiresInMinutes ?? 60) * 60;
  const signed = verificationSignedPart(user.id, await sha1Hex(user.email), expires);
  return `${options.apiOrigin ?? ''}${signed}&signature=${await signHex(signed)}`;
}

/** The frontend page a verification mail links to: the API address, base64-encoded, in `url`. */
export const verifyEmailPage = (apiUrl: string) =>
  `/auth/Verifyemail?url=${encodeURIComponent(btoa(apiUrl))}`;

/** The `/auth/Verifyemail` page of a fresh verification link for a user (tests, the dev panel). */
export async function buildEmailVerificationPage(
  state: MockState,
  userId: number,
  apiOrigin?: string,
): Promise<string> {
  return verifyEmailPage(await buildEmailVerificationUrl(state, userId, { apiOrigin }));
}

export async function sendVerificationMail(
  state: MockState,
  userId: number,
  request: Request,
): Promise<void> {
  const user = state.db.users.get(userId)!;
  const apiUrl = await buildEmailVerificationUrl(state, userId, { apiOrigin: apiRootOf(request) });
  await sendMail(state, {
    to: user.email,
    kind: 'verify-email',
    subject: 'Verify Email Address',
    link: verifyEmailPage(apiUrl),
    origin: appOriginOf(request),
  });
}
