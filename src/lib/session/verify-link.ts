/**
 * The verification mail links to `/auth/Verifyemail?link=<base64>`, where the base64 text is the
 * API's signed address `/api/email/verify/{id}/{hash}?expires=..&signature=..` (docs/app-rules.md#session:
 * the link is base64-decoded before the call).
 */

export interface VerificationLink {
  id: number;
  hash: string;
  expires: number;
  signature: string;
}

/** Decodes standard or URL-safe base64 (padding optional) to UTF-8 text; null when it is not base64. */
export function decodeBase64(encoded: string): string | null {
  let text = encoded.trim();
  try {
    // A link may arrive percent-encoded once more by a mail client.
    if (/%[0-9a-f]{2}/i.test(text)) text = decodeURIComponent(text);
  } catch {
    return null;
  }
  // A '+' that arrived unencoded in a query string reads as a space.
  text = text.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/').replace(/\s+/g, '');
  if (text === '' || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
  const padded = text.padEnd(text.length + ((4 - (text.length % 4)) % 4), '=');
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const VERIFY_PATH = /\/api\/email\/verify\/(\d+)\/([^/?#]+)\/?$/;

/** Splits a decoded verification address into the parts the generated `verifyEmail` takes. */
export function parseVerificationLink(link: string): VerificationLink | null {
  let url: URL;
  try {
    url = new URL(link, 'http://localhost');
  } catch {
    return null;
  }
  const match = VERIFY_PATH.exec(url.pathname);
  if (!match) return null;
  const id = Number(match[1]);
  let hash: string;
  try {
    hash = decodeURIComponent(match[2] ?? '');
  } catch {
    // A broken percent escape in a pasted or mangled link: not a verification link.
    return null;
  }
  const expiresText = url.searchParams.get('expires');
  const signature = url.searchParams.get('signature');
  if (!Number.isSafeInteger(id) || id < 1 || hash === '') return null;
  if (expiresText === null || !/^\d+$/.test(expiresText) || !signature) return null;
  return { id, hash, expires: Number(expiresText), signature };
}

/** `link` query value (base64) to the verification call's parts, or null when it is unusable. */
export function decodeVerificationLink(
  encoded: string | null | undefined,
): VerificationLink | null {
  if (!encoded) return null;
  const decoded = decodeBase64(encoded);
  return decoded === null ? null : parseVerificationLink(decoded);
}

/** Builds the page address for a verification link (used by tests and the mock's mail view). */
export function encodeVerificationLink(apiLink: string): string {
  const bytes = new TextEncoder().encode(apiLink);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
