import { describe, expect, it } from 'vitest';
import {
  decodeBase64,
  decodeVerificationLink,
  encodeVerificationLink,
  parseVerificationLink,
} from '@/lib/session/verify-link';

const hash = 'a'.repeat(40);
const signature = 'c'.repeat(64);
const relative = `/api/email/verify/5/${hash}?expires=1700000000&signature=${signature}`;

describe('email verification links', () => {
  it('decode standard, URL-safe, unpadded and percent-encoded base64', () => {
    const encoded = encodeVerificationLink(relative);
    expect(decodeBase64(encoded)).toBe(relative);
    expect(decodeBase64(encoded.replace(/=+$/, ''))).toBe(relative);
    expect(decodeBase64(encoded.replace(/\+/g, '-').replace(/\//g, '_'))).toBe(relative);
    expect(decodeBase64(encodeURIComponent(encoded))).toBe(relative);
    expect(decodeBase64(encoded.replace(/\+/g, ' '))).toBe(relative);
    expect(decodeBase64('***')).toBeNull();
  });

  it('split into the parts of the generated verifyEmail call, relative or absolute', () => {
    const parts = { id: 5, hash, expires: 1700000000, signature };
    expect(parseVerificationLink(relative)).toEqual(parts);
    expect(parseVerificationLink(`https://api.example.com${relative}`)).toEqual(parts);
    expect(
      decodeVerificationLink(encodeVerificationLink(`http://127.0.0.1:4010${relative}`)),
    ).toEqual(parts);
  });

  it('reject links that are not verification links', () => {
    expect(parseVerificationLink('/api/profile')).toBeNull();
    expect(parseVerificationLink(`/api/email/verify/x/${hash}?expires=1&signature=s`)).toBeNull();
    expect(parseVerificationLink(`/api/email/verify/5/${hash}?signature=s`)).toBeNull();
    expect(parseVerificationLink(`/api/email/verify/5/${hash}?expires=1`)).toBeNull();
    // A broken percent escape in the hash is refused, not thrown.
    expect(parseVerificationLink(`/api/email/verify/5/%E0%A4%A?expires=1&signature=s`)).toBeNull();
    expect(decodeVerificationLink(null)).toBeNull();
    expect(decodeVerificationLink('')).toBeNull();
  });
});
