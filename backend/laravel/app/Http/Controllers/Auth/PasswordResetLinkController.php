<?php

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Password;
use Illuminate\Support\Facades\RateLimiter;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;

class PasswordResetLinkController extends Controller
{
    /**
     * Mails a reset link when the address has an account. Every address gets the same answers, so
     * the form never tells who has an account: 200, then 422 for a second request within the
     * broker's throttle (a minute). The broker alone throttles only addresses with an account, so
     * its "Please wait" would name them; the limiter here counts every address.
     */
    public function store(Request $request): JsonResponse
    {
        $request->validate([
            'email' => ['required', 'string', 'email', 'max:255'],
        ]);

        $key = 'password-reset-link:'.hash('sha256', Str::lower($request->input('email')));
        $sent = RateLimiter::attempt($key, 1, function () use ($request) {
            Password::sendResetLink($request->only('email'));
        }, config('auth.passwords.'.config('auth.defaults.passwords').'.throttle'));
        if (! $sent) {
            throw ValidationException::withMessages(['email' => [__(Password::RESET_THROTTLED)]]);
        }

        return response()->json(['message' => __(Password::RESET_LINK_SENT)]);
    }
}
