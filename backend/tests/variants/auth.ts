/** Sign-in and session mistakes. */
import type { Variant } from './variant';

export const AUTH_VARIANTS: Variant[] = [
  {
    name: 'stateful-api-missing',
    mistake:
      '`$middleware->statefulApi()` is missing from bootstrap/app.php, so API calls get no session',
    edits: [
      { file: 'bootstrap/app.php', find: '        $middleware->statefulApi();\n', replace: '' },
    ],
    only: ['login'],
    // The sign-in itself fails (500 "Session store not set on request."), so the run stops there.
    caughtBy: [{ operationId: 'login', check: 'positive-data' }],
    exitCode: 2,
  },
  {
    name: 'login-throttle-removed',
    mistake: "the login route lost Fortify's `throttle:login` middleware",
    edits: [
      {
        file: 'routes/api.php',
        find: "->middleware('throttle:login');",
        replace: ';',
      },
    ],
    only: ['login'],
    caughtBy: [{ operationId: 'login', check: 'throttle' }],
  },
  {
    name: 'logout-from-the-token-docs',
    mistake:
      "logout written from Sanctum's API-token docs: `currentAccessToken()->delete()` on a session (a TransientToken)",
    edits: [
      {
        file: 'app/Http/Controllers/Auth/AuthenticatedSessionController.php',
        find: "Auth::guard('web')->logout();\n\n        $request->session()->invalidate();\n        $request->session()->regenerateToken();",
        replace: '$request->user()->currentAccessToken()->delete();',
      },
    ],
    only: ['logout'],
    caughtBy: [{ operationId: 'logout', check: 'response-conforms' }],
  },
  {
    name: 'csrf-off-for-the-api',
    mistake: "the API was exempted from the CSRF check (`validateCsrfTokens(except: ['api/*'])`)",
    edits: [
      {
        file: 'bootstrap/app.php',
        find: '$middleware->statefulApi();',
        replace:
          "$middleware->statefulApi();\n        $middleware->validateCsrfTokens(except: ['api/*']);",
      },
    ],
    only: ['createFolder'],
    caughtBy: [{ operationId: 'createFolder', check: 'sanctum-csrf' }],
  },
  {
    name: 'current-password-rule-dropped',
    mistake:
      'the profile update lost its `current_password` rule, so a stolen session can change the password',
    edits: [
      {
        file: 'app/Http/Requests/UpdateProfileRequest.php',
        find: "'current_password' => ['bail', 'required_with:password', 'string', 'current_password'],",
        replace: "'current_password' => ['bail', 'required_with:password', 'string'],",
      },
    ],
    only: ['updateProfile'],
    // A wrong current password of any length is now accepted: the maxLength case shows it.
    caughtBy: [
      {
        operationId: 'updateProfile',
        check: 'negative-body',
        message: /"current_password" longer than/,
      },
    ],
  },
  {
    name: 'other-sessions-kept-after-a-password-change',
    mistake:
      "a new password leaves the user's other sessions signed in (only Sanctum's AuthenticateSession, which never saw a session that made no request since signing in)",
    edits: [
      {
        file: 'app/Http/Controllers/ProfileController.php',
        find: "if ($user->wasChanged('password')) {\n            $this->endOtherSessions($request);\n        }",
        replace: '',
      },
    ],
    only: ['updateProfile'],
    caughtBy: [{ operationId: 'updateProfile', check: 'session-end' }],
  },
];
