/**
 * The accounts' password hashes: the seed stores them and sign-in checks them, in Node and in the
 * browser alike (no node:crypto).
 */
import { hmacSha256Hex } from '../realtime/hmac-sha256';

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
