/** The Echo config that reaches the mock backend's fake Reverb in vitest (the app of `.env.development`). */
import { REVERB_APP_KEY } from '@mocks/realtime-wiring';

export const MOCK_REVERB_CONFIG = {
  key: REVERB_APP_KEY,
  host: 'localhost',
  port: 4010,
  scheme: 'http' as const,
  forceTLS: false,
  authEndpoint: '/broadcasting/auth',
};
