<?php

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use App\Models\User;
use Illuminate\Auth\Events\Verified;
use Illuminate\Http\JsonResponse;

/**
 * The signed link of the verification mail, opened by the SPA's /auth/Verifyemail page. Unlike
 * Breeze's it needs no session (the link may be opened in another browser) and signs no one in;
 * the `signed` middleware has checked the URL before the user is looked up.
 */
class VerifyEmailController extends Controller
{
    public function __invoke(string $id, string $hash): JsonResponse
    {
        $user = User::findOrFail($id);

        abort_unless(hash_equals(sha1($user->getEmailForVerification()), $hash), 403, 'Invalid signature.');

        if ($user->hasVerifiedEmail()) {
            return response()->json(['message' => 'Email already verified.']);
        }

        $user->markEmailAsVerified();
        event(new Verified($user));

        return response()->json(['message' => 'Email verified.']);
    }
}
