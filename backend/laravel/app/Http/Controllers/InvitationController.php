<?php

namespace App\Http\Controllers;

use App\Http\Requests\AcceptInvitationRequest;
use App\Http\Resources\CouncilMembershipResource;
use App\Http\Resources\InvitationInfoResource;
use App\Models\Invitation;
use App\Models\User;
use Illuminate\Auth\AuthenticationException;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\DB;

/** The invitee's side of the emailed link: reading the invitation, and accepting it. */
class InvitationController extends Controller
{
    public function show(Request $request): InvitationInfoResource
    {
        $request->validate(['token' => ['required', 'string', 'max:255']]);

        $invitation = Invitation::with('council')->ofToken($request->query('token'))->first()
            ?? abort(404, 'Invitation not found.');
        $invitation->ensureUsable('token');

        return new InvitationInfoResource($invitation);
    }

    public function accept(AcceptInvitationRequest $request): CouncilMembershipResource
    {
        $invitation = $request->invitation();
        $invitee = $request->invitee();

        if ($invitee?->hasPassword()) {
            // The page sends a guest to sign in and back; someone else signed in may not take it.
            $user = $request->user() ?? throw new AuthenticationException;
            abort_unless($user->is($invitee), 403, 'This invitation was sent to another email address.');

            return (new CouncilMembershipResource($invitation->accept($invitee)))
                ->additional(['message' => 'Invitation accepted.']);
        }

        // The account completed and the invitation accepted together, or neither.
        [$invitee, $membership] = DB::transaction(function () use ($request, $invitation, $invitee) {
            $invitee ??= User::create([
                'name' => $request->validated('name'), 'email' => $invitation->email, 'password' => null,
            ]);
            // The emailed link proved the address.
            $invitee->forceFill([
                'name' => $request->validated('name'),
                'password' => $request->validated('password'),
                'email_verified_at' => $invitee->email_verified_at ?? now(),
            ])->save();

            return [$invitee, $invitation->accept($invitee)];
        }, 5);
        Auth::login($invitee);
        $request->session()->regenerate();

        return (new CouncilMembershipResource($membership))
            ->additional(['message' => 'Invitation accepted.']);
    }
}
