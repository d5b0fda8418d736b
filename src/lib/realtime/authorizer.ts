/**
 * The channel authorizer handed to pusher-js: `POST /broadcasting/auth` with the JSON body
 * `{socket_id, channel_name}` through the project's HTTP client (credentials, XSRF header, 419
 * retry, contract check), instead of pusher-js's form-encoded XHR.
 */
import type { ChannelAuthorizationCallback } from 'pusher-js';
import { authorizeBroadcasting } from '@/generated/api/realtime/realtime';
import type { BroadcastingAuthRequest, BroadcastingAuthResponse } from '@/generated/model';
import { isApiError } from '@/lib/http/api-error';
import { apiFetch } from '@/lib/http/client';
import { AUTH_ENDPOINT } from './constants';

export type AuthorizeChannel = (body: BroadcastingAuthRequest) => Promise<BroadcastingAuthResponse>;

/** pusher-js's (deprecated but supported) `authorizer` option; never combine it with `channelAuthorization`. */
export type ChannelAuthorizer = (channel: { name: string }) => {
  authorize(socketId: string, callback: ChannelAuthorizationCallback): void;
};

/** The generated operation for the default endpoint; another endpoint goes through apiFetch directly. */
export function authorizeVia(endpoint: string = AUTH_ENDPOINT): AuthorizeChannel {
  if (endpoint === AUTH_ENDPOINT) return (body) => authorizeBroadcasting(body);
  return (body) =>
    apiFetch<BroadcastingAuthResponse>(endpoint, { method: 'POST', body: JSON.stringify(body) });
}

export function createAuthorizer(authorize: AuthorizeChannel = authorizeVia()): ChannelAuthorizer {
  return (channel) => ({
    authorize(socketId, callback) {
      authorize({ socket_id: socketId, channel_name: channel.name })
        .then((response) => callback(null, response))
        .catch((error: unknown) => {
          // A refusal (401/403/404) is an answer, not a fault: the page already says what the user
          // may not see, and the channel's error callback hears it. Anything else is worth a warning.
          if (!isRefusal(error)) console.warn('Channel authorization failed:', error);
          // pusher-js then emits pusher:subscription_error on the channel (Echo's .error()).
          callback(error instanceof Error ? error : new Error(String(error)), null);
        });
    },
  });
}

function isRefusal(error: unknown): boolean {
  return (
    isApiError(error) && (error.status === 401 || error.status === 403 || error.status === 404)
  );
}
