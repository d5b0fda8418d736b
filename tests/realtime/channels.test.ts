import { describe, expect, it, vi } from 'vitest';
import { UNIT_WAIT_MS } from '../support/test-waits';
import { pusherOf } from '@/lib/realtime/echo';
import { listenForEvent } from '@/lib/realtime/listen';
import {
  APP_KEY,
  authRequests,
  broadcaster,
  connectClient,
  connected,
  forbiddenChannels,
  installHarness,
  XSRF,
} from './harness';
import { userMessage } from './fixtures';

installHarness();

describe('private channels', () => {
  it('authorizes through POST /broadcasting/auth (JSON, XSRF) and receives events', async () => {
    const echo = connectClient();
    const socketId = await connected(echo);
    const subscribed = vi.fn();
    const received: unknown[] = [];
    const channel = echo.private('threads.1').subscribed(subscribed);
    listenForEvent(channel, 'message.created', (message) => received.push(message));
    await vi.waitFor(() => expect(subscribed).toHaveBeenCalledTimes(1));

    expect(authRequests).toEqual([
      {
        body: { socket_id: socketId, channel_name: 'private-threads.1' },
        xsrf: XSRF,
        contentType: 'application/json',
      },
    ]);
    const subscribe = broadcaster.frames.last({
      socketId,
      direction: 'in',
      event: 'pusher:subscribe',
    })!;
    expect(subscribe.data).toEqual({
      auth: broadcaster.signChannel(socketId, 'private-threads.1').auth,
      channel: 'private-threads.1',
    });
    expect((subscribe.data as { auth: string }).auth).toMatch(
      new RegExp(`^${APP_KEY}:[0-9a-f]{64}$`),
    );
    expect(broadcaster.frames.last({ socketId, direction: 'out' })!.raw).toBe(
      '{"event":"pusher_internal:subscription_succeeded","data":"{}","channel":"private-threads.1"}',
    );

    const message = userMessage(1, 10, 'Hello');
    expect(broadcaster.publish('private-threads.1', 'message.created', message)).toBe(1);
    await vi.waitFor(() => expect(received).toEqual([message]));
  });

  it('stays unsubscribed with Reverb error 4009 when the signature is wrong', async () => {
    // Well-formed, but not the HMAC of this socket and channel with the app secret.
    const echo = connectClient(async () => ({ auth: `${APP_KEY}:${'ab'.repeat(32)}` }));
    const socketId = await connected(echo);
    const errors: unknown[] = [];
    pusherOf(echo).connection.bind('error', (error: unknown) => errors.push(error));
    const subscribed = vi.fn();
    const channelError = vi.fn();
    echo.private('threads.2').subscribed(subscribed).error(channelError);

    const error = await broadcaster.frames.waitFor(
      { socketId, event: 'pusher:error' },
      { timeoutMs: UNIT_WAIT_MS },
    );
    expect(error.raw).toBe(
      '{"event":"pusher:error","data":"{\\"code\\":4009,\\"message\\":\\"Connection is unauthorized\\"}"}',
    );
    await vi.waitFor(() =>
      expect(errors).toEqual([
        { type: 'PusherError', data: { code: 4009, message: 'Connection is unauthorized' } },
      ]),
    );
    expect(
      broadcaster.publish('private-threads.2', 'message.created', userMessage(2, 11, 'x')),
    ).toBe(0);
    expect(subscribed).not.toHaveBeenCalled();
    // Reverb sends no subscription_error for a bad signature: the channel just stays pending.
    expect(channelError).not.toHaveBeenCalled();
    expect(pusherOf(echo).channel('private-threads.2')!.subscribed).toBe(false);
  });

  it('reports a refused authorization (403) to the channel error callback, with nothing on the console', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const consoleWarn = vi.spyOn(console, 'warn');
    forbiddenChannels.add('private-threads.3');
    const echo = connectClient();
    const socketId = await connected(echo);
    const channelError = vi.fn();
    echo.private('threads.3').error(channelError);

    await vi.waitFor(() => expect(channelError).toHaveBeenCalledTimes(1));
    expect(channelError).toHaveBeenCalledWith({
      type: 'AuthError',
      // Laravel's empty message, worded by the HTTP client's rule.
      error: 'Request failed',
    });
    // A refusal is an answer (the page says the chat is not available), not a fault to log.
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
    // Nothing reached the broadcaster for that channel.
    expect(broadcaster.frames.entries({ socketId, event: 'pusher:subscribe' })).toEqual([]);
  });
});

describe('whisper (client events)', () => {
  it('reaches the other subscriber and is not echoed to the sender', async () => {
    const ada = connectClient();
    const bob = connectClient();
    const [adaSocket, bobSocket] = [await connected(ada), await connected(bob)];
    const adaHeard = vi.fn();
    const bobHeard = vi.fn();
    const adaChannel = ada.private('threads.7').listenForWhisper('typing', adaHeard);
    bob.private('threads.7').listenForWhisper('typing', bobHeard);
    await vi.waitFor(() =>
      expect(broadcaster.channel('private-threads.7')?.subscribers).toHaveLength(2),
    );

    adaChannel.whisper('typing', { typing: true });
    await vi.waitFor(() => expect(bobHeard).toHaveBeenCalledWith({ typing: true }, {}));
    expect(
      broadcaster.frames
        .entries({ event: 'client-typing' })
        .map((e) => [e.socketId, e.direction, e.raw]),
    ).toEqual([
      [
        adaSocket,
        'in',
        '{"event":"client-typing","data":{"typing":true},"channel":"private-threads.7"}',
      ],
      [
        bobSocket,
        'out',
        '{"event":"client-typing","channel":"private-threads.7","data":{"typing":true}}',
      ],
    ]);
    await new Promise((r) => setTimeout(r, 20));
    expect(adaHeard).not.toHaveBeenCalled();
  });

  it('answers 4009 to a whisper on a channel the sender has not joined', async () => {
    const ada = connectClient();
    const socketId = await connected(ada);
    pusherOf(ada).send_event('client-typing', { typing: true }, 'private-threads.8');
    const error = await broadcaster.frames.waitFor(
      { socketId, event: 'pusher:error' },
      { timeoutMs: UNIT_WAIT_MS },
    );
    expect(error.data).toEqual({
      code: 4009,
      message: 'The client is not a member of the specified channel.',
    });
  });
});
