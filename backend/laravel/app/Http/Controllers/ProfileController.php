<?php

namespace App\Http\Controllers;

use App\Http\Requests\UpdateProfileRequest;
use App\Http\Resources\UserResource;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class ProfileController extends Controller
{
    public function show(Request $request): UserResource
    {
        return new UserResource($request->user());
    }

    public function update(UpdateProfileRequest $request): UserResource
    {
        $user = $request->user();
        $user->fill($request->safe()->except(['current_password', 'password_confirmation']));

        if ($user->isDirty('email')) {
            $user->email_verified_at = null;
        }

        $user->save();

        // The new address is unverified until its owner follows the link sent to it.
        if ($user->wasChanged('email')) {
            $user->sendEmailVerificationNotification();
        }

        // A new password signs the user out everywhere else, as Jetstream's "log out other browser
        // sessions" does: their session rows go. Sanctum's AuthenticateSession alone would miss a
        // session that has made no request since its login, whose password hash it never stored.
        if ($user->wasChanged('password')) {
            $this->endOtherSessions($request);
        }

        return new UserResource($user);
    }

    private function endOtherSessions(Request $request): void
    {
        if (config('session.driver') !== 'database') {
            return;
        }
        // A request signed in without a session (an API token) keeps none of them.
        $current = $request->hasSession() ? $request->session()->getId() : null;
        DB::connection(config('session.connection'))->table(config('session.table', 'sessions'))
            ->where('user_id', $request->user()->getAuthIdentifier())
            ->when($current !== null, fn ($sessions) => $sessions->where('id', '!=', $current))
            ->delete();
    }
}
