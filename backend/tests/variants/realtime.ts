/** Broadcasting and channel mistakes. */
import type { Variant } from './variant';

export const REALTIME_VARIANTS: Variant[] = [
  {
    name: 'stock-broadcast-routes',
    mistake:
      "the skeleton's `channels:` routing (stock Broadcast::routes()) instead of the validated POST route",
    edits: [
      {
        file: 'bootstrap/app.php',
        find: "        health: '/up',",
        replace: "        channels: __DIR__.'/../routes/channels.php',\n        health: '/up',",
      },
      {
        file: 'app/Providers/AppServiceProvider.php',
        find: "        require base_path('routes/channels.php');\n",
        replace: '',
      },
      {
        file: 'routes/web.php',
        find: "Route::post('/broadcasting/auth',",
        replace: "Route::post('/broadcasting/auth-unused',",
      },
    ],
    only: ['authorizeBroadcasting'],
    caughtBy: [
      { operationId: 'authorizeBroadcasting', check: 'method-not-allowed' },
      { operationId: 'authorizeBroadcasting', check: 'negative-body' },
    ],
  },
  {
    name: 'user-channel-strict-compare-of-a-string',
    mistake:
      "the user channel's callback lost its `int` type: `$user->id === $id` compares an int with the route's string",
    edits: [
      {
        file: 'routes/channels.php',
        find: 'function (User $user, int $id) {',
        replace: 'function (User $user, $id) {',
      },
    ],
    only: ['authorizeBroadcasting'],
    caughtBy: [{ operationId: 'authorizeBroadcasting', check: 'broadcasting-auth' }],
  },
];
