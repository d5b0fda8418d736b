/**
 * The identity area's secrets: random tokens and signed URLs (the password hashes the seed also
 * writes are in mocks/db/passwords.ts). Everything here runs the same in Node and in the browser
 * (no node:crypto).
 */
import { APP_KEY } from '../db/passwords';

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
