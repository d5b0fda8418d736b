/**
 * The identity area's secrets: password hashes, random tokens and signed URLs. Everything here
 * runs the same in Node and in the browser (no node:crypto).
 */
import { hmacSha256Hex } from '../../realtime/hmac-sha256';

/** Laravel's APP_KEY of the mock: signs verification links and keys password hashes. */
export const APP_KEY = 'base64:council-chat-mock-app-key';

/**
 * Stands in for bcrypt. Synchronous on purpose: the seed hashes every account's password and must
 * stay fast; nobody attacks a mock's hashes.
 */
export function hashPassword(password: string): string {
  return `hmac-sha256$${hmacSha256Hex(APP_KEY, password)}`;
}

export function checkPassword(password: string, hash: string | null): boolean {
  return hash !== null && hashPassword(password) === hash;
}

/** Lower-case hex of `bytes` random bytes (reset tokens, OAuth states, payment secrets). */
export function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-1 (lower-case hex), as Laravel's `sha1($user->getEmailForVerification())`. */
export async function sha1Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text)));
}

/** HMAC-SHA256 (lower-case hex) with the app key, as Laravel's URL::signedRoute() signs. */
export async function signHex(text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(APP_KEY),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)));
}
