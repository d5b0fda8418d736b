import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Pusher from 'pusher-js';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { createAuthorizer } from '@/lib/realtime/authorizer';
import { readRealtimeConfig } from '@/lib/realtime/config';
import { createStatusStore, statusFromPusherState } from '@/lib/realtime/connection-status';
import { echoOptions } from '@/lib/realtime/echo';
import * as generated from '@/generated/zod/schemas';
import { realtimeEventSchemas } from '@/lib/realtime/event-schemas';
import { EventContractViolationError, validateEvent } from '@/lib/realtime/validate-event';

describe('config', () => {
  it('reads the VITE_REVERB_* variables, with TLS on port 443 or https', () => {
    expect(
      readRealtimeConfig({
        VITE_REVERB_APP_KEY: 'k',
        VITE_REVERB_HOST: '127.0.0.1',
        VITE_REVERB_PORT: '4010',
        VITE_REVERB_SCHEME: 'http',
      }),
    ).toEqual({
      key: 'k',
      host: '127.0.0.1',
      port: 4010,
      scheme: 'http',
      forceTLS: false,
      authEndpoint: '/broadcasting/auth',
    });
    expect(
      readRealtimeConfig({
        VITE_REVERB_APP_KEY: 'k',
        VITE_REVERB_HOST: 'ws.example.com',
        VITE_REVERB_PORT: '443',
        VITE_REVERB_SCHEME: 'http',
      }).forceTLS,
    ).toBe(true);
    expect(
      readRealtimeConfig({
        VITE_REVERB_APP_KEY: 'k',
        VITE_REVERB_HOST: 'ws.example.com',
        VITE_REVERB_SCHEME: 'https',
      }),
    ).toMatchObject({ port: 443, forceTLS: true });
    expect(() => readRealtimeConfig({})).toThrow(/VITE_REVERB_APP_KEY/);
    expect(() => readRealtimeConfig({ VITE_REVERB_APP_KEY: 'k', VITE_REVERB_PORT: 'x' })).toThrow(
      /VITE_REVERB_PORT/,
    );
  });
});

describe('Echo options', () => {
  it('are those of docs/app-rules.md#constants, with the custom authorizer and no channelAuthorization', () => {
    const options = echoOptions({
      key: 'k',
      host: 'h',
      port: 443,
      scheme: 'https',
      forceTLS: true,
      authEndpoint: '/broadcasting/auth',
      Pusher,
    });
    expect(options).toMatchObject({
      broadcaster: 'reverb',
      key: 'k',
      wsHost: 'h',
      wsPort: 443,
      wssPort: 443,
      forceTLS: true,
      enabledTransports: ['ws', 'wss'],
      enableStats: false,
      activityTimeout: 120000,
      pongTimeout: 30000,
      unavailableTimeout: 10000,
      authEndpoint: '/broadcasting/auth',
      Pusher,
    });
    expect(typeof options.authorizer).toBe('function');
    expect('channelAuthorization' in options).toBe(false);
  });
});

describe('authorizer', () => {
  it('hands the response to pusher-js, or logs and reports the error', async () => {
    const ok = vi.fn();
    createAuthorizer(async (body) => ({ auth: `k:${body.socket_id}:${body.channel_name}` }))({
      name: 'private-a',
    }).authorize('1.2', ok);
    await vi.waitFor(() => expect(ok).toHaveBeenCalledWith(null, { auth: 'k:1.2:private-a' }));

    const consoleError = vi.spyOn(console, 'error');
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failed = vi.fn();
    const error = new Error('boom');
    createAuthorizer(async () => Promise.reject(error))({ name: 'private-b' }).authorize(
      '1.2',
      failed,
    );
    await vi.waitFor(() => expect(failed).toHaveBeenCalledWith(error, null));
    // A fault (network, 5xx) is worth a warning; never a console error.
    expect(consoleWarn).toHaveBeenCalledWith('Channel authorization failed:', error);

    // A refusal is the backend's answer: reported to pusher-js, nothing logged.
    consoleWarn.mockClear();
    const refused = vi.fn();
    const forbidden = new ApiError('Request failed', 403, { message: '' });
    createAuthorizer(async () => Promise.reject(forbidden))({ name: 'private-c' }).authorize(
      '1.2',
      refused,
    );
    await vi.waitFor(() => expect(refused).toHaveBeenCalledWith(forbidden, null));
    expect(consoleWarn).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('connection status', () => {
  it('maps pusher-js states and notifies subscribers only on change', () => {
    expect(
      ['initialized', 'connecting', 'connected', 'unavailable', 'failed', 'disconnected'].map(
        statusFromPusherState,
      ),
    ).toEqual([
      'connecting',
      'connecting',
      'connected',
      'unavailable',
      'unavailable',
      'disconnected',
    ]);
    const store = createStatusStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('connecting');
    store.set('connecting');
    store.set('connected');
    unsubscribe();
    store.set('unavailable');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toBe('unavailable');
  });
});

describe('event contract', () => {
  it('validates arriving payloads in tests (rejecting violations) and ignores events without schema', async () => {
    await expect(
      validateEvent('message.delta', { thread_id: 1, message_id: 2, index: 0, delta: 'x' }),
    ).resolves.toBeNull();
    await expect(
      validateEvent('message.delta', { thread_id: 1, message_id: 2, index: '0', delta: 'x' }),
    ).rejects.toBeInstanceOf(EventContractViolationError);
    await expect(validateEvent('something.else', { anything: true })).resolves.toBeNull();
  });

  it('has a schema for every event of asyncapi.yaml, the one its payload names', () => {
    const text = readFileSync(join(process.cwd(), 'openapi/asyncapi.yaml'), 'utf8');
    const messages = text.slice(text.indexOf('\n  messages:\n'));
    const fromContract: Record<string, string> = {};
    for (const block of messages.split(/\n(?= {4}\w+:\n)/)) {
      const name = /\n {6}name: (\S+)/.exec(block)?.[1];
      const schema = /\n {6}payload:\n {8}\$ref: \.\/components\/schemas\/(\w+)\.yaml/.exec(
        block,
      )?.[1];
      if (name && schema) fromContract[name] = schema;
    }
    expect(Object.keys(fromContract).length).toBeGreaterThanOrEqual(15);
    const presenceProtocol = Object.keys(fromContract).filter((name) =>
      name.startsWith('pusher_internal:'),
    );
    const expected = Object.fromEntries(
      Object.entries(fromContract)
        .filter(([name]) => !presenceProtocol.includes(name))
        .map(([name, schema]) => [name, (generated as Record<string, unknown>)[schema]]),
    );
    expect(realtimeEventSchemas).toEqual(expected);
    for (const [name, schema] of Object.entries(expected))
      expect((realtimeEventSchemas as Record<string, unknown>)[name], name).toBe(schema);
  });
});
