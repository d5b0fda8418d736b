/** The Reverb connection settings, read from the VITE_REVERB_* variables in one place. */
import { AUTH_ENDPOINT } from './constants';

export interface RealtimeConfig {
  key: string;
  host: string;
  port: number;
  scheme: 'http' | 'https';
  /** TLS when the port is 443 or the scheme is https. */
  forceTLS: boolean;
  authEndpoint: string;
}

export interface RealtimeEnv {
  VITE_REVERB_APP_KEY?: string;
  VITE_REVERB_HOST?: string;
  VITE_REVERB_PORT?: string;
  VITE_REVERB_SCHEME?: string;
}

export function readRealtimeConfig(env: RealtimeEnv = import.meta.env): RealtimeConfig {
  const key = env.VITE_REVERB_APP_KEY?.trim();
  if (!key)
    throw new Error(
      'VITE_REVERB_APP_KEY is not set: the real-time connection needs the Reverb app key',
    );
  const scheme = env.VITE_REVERB_SCHEME?.trim().toLowerCase() === 'http' ? 'http' : 'https';
  const rawPort = env.VITE_REVERB_PORT?.trim();
  const port = rawPort ? Number(rawPort) : scheme === 'https' ? 443 : 80;
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`VITE_REVERB_PORT is not a port: ${rawPort}`);
  const host =
    env.VITE_REVERB_HOST?.trim() ||
    (typeof location === 'undefined' ? 'localhost' : location.hostname);
  return {
    key,
    host,
    port,
    scheme,
    forceTLS: port === 443 || scheme === 'https',
    authEndpoint: AUTH_ENDPOINT,
  };
}
