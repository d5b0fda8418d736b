import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, sha256 } from './hmac-sha256';
import { signChannel, verifyChannelAuth } from './signature';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('hmac-sha256', () => {
  it('matches node:crypto for empty, block-edge, long and non-ASCII input', () => {
    const inputs = [
      '',
      'abc',
      'a'.repeat(55),
      'a'.repeat(56),
      'a'.repeat(64),
      'x'.repeat(1000),
      '123.456:presence-councils.4:{"user_id":1,"user_info":{"name":"Zoë ✓"}}',
    ];
    for (const input of inputs) {
      expect(hex(sha256(new TextEncoder().encode(input)))).toBe(
        createHash('sha256').update(input).digest('hex'),
      );
      for (const secret of ['s', 'k'.repeat(64), 'k'.repeat(100)]) {
        expect(hmacSha256Hex(secret, input)).toBe(
          createHmac('sha256', secret).update(input).digest('hex'),
        );
      }
    }
  });

  it('signs like Laravel and verifies like Reverb (only the part after the first colon counts)', () => {
    const signed = signChannel('key', 'secret', '1.2', 'presence-c', { user_id: 1 });
    expect(signed).toEqual({
      auth: `key:${createHmac('sha256', 'secret').update('1.2:presence-c:{"user_id":1}').digest('hex')}`,
      channel_data: '{"user_id":1}',
    });
    expect(verifyChannelAuth('secret', '1.2', 'presence-c', signed.auth, signed.channel_data)).toBe(
      true,
    );
    expect(
      verifyChannelAuth(
        'secret',
        '1.2',
        'presence-c',
        signed.auth.replace('key:', 'other:'),
        signed.channel_data,
      ),
    ).toBe(true);
    expect(verifyChannelAuth('secret', '1.3', 'presence-c', signed.auth, signed.channel_data)).toBe(
      false,
    );
    expect(verifyChannelAuth('secret', '1.2', 'presence-c', null, signed.channel_data)).toBe(false);
  });
});
