/** Mistakes in what "What Laravel needs" (README) lists: the SPA's origin, CORS. */
import type { Variant } from './variant';

export const SETUP_VARIANTS: Variant[] = [
  {
    name: 'origin-not-stateful',
    mistake: "SANCTUM_STATEFUL_DOMAINS lists the skeleton's hosts but not the SPA's origin",
    edits: [],
    env: { SANCTUM_STATEFUL_DOMAINS: 'localhost,localhost:3000,127.0.0.1,127.0.0.1:8000,::1' },
    only: ['login'],
    caughtBy: [{ operationId: 'login', check: 'positive-data' }],
    exitCode: 2,
  },
  {
    name: 'cors-without-credentials',
    mistake:
      "config/cors.php says `'supports_credentials' => false`, so the browser drops every answer",
    edits: [
      {
        file: 'config/cors.php',
        find: "'supports_credentials' => true,",
        replace: "'supports_credentials' => false,",
      },
    ],
    only: ['getProfile'],
    caughtBy: [{ operationId: 'getProfile', check: 'cors' }],
  },
];
