/** The command line's refusals: each is exit 2 with the reason on the last line, before any request. */
import { describe, expect, it } from 'vitest';
import { isLoopback } from '../cli/args';
import { runCli } from './support/processes';

describe('the conformance command line', () => {
  it('needs --base-url', async () => {
    const result = await runCli([]);
    expect(result.code).toBe(2);
    expect(result.lastLine).toBe('conformance NOT RUN: --base-url is required');
  });

  it('refuses to write to a host that is not loopback without --allow-writes or --read-only', async () => {
    const result = await runCli(['--base-url', 'https://staging.example.com']);
    expect(result.code).toBe(2);
    expect(result.lastLine).toContain('staging.example.com is not a loopback host');
    expect(result.lastLine).toContain('--allow-writes');
  });

  it('refuses --read-only together with --allow-writes', async () => {
    const result = await runCli([
      '--base-url',
      'http://127.0.0.1:1',
      '--read-only',
      '--allow-writes',
    ]);
    expect(result.code).toBe(2);
  });

  it('knows loopback hosts', () => {
    expect(
      ['localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'api.localhost'].every(isLoopback),
    ).toBe(true);
    expect(['example.com', '10.0.0.1', '128.0.0.1'].some(isLoopback)).toBe(false);
  });
});
