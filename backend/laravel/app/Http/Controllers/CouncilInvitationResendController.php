<?php

namespace App\Http\Controllers;

use App\Http\Requests\ResendInvitationRequest;
use App\Mail\CouncilInvitation;
use App\Models\Council;
use App\Models\User;
use Illuminate\Http\JsonResponse;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;

class CouncilInvitationResendController extends Controller
{
    /**
     * A fresh token valid for 7 days (the old link stops working; an expired invitation is revived
     * so), mailed unless `notify` is false, and the link itself for the admin to pass on.
     */
    public function __invoke(ResendInvitationRequest $request, Council $council, User $user): JsonResponse
    {
        $invitation = $council->invitations()
            ->where('email', $user->email)
            ->where('status', 'pending')
            ->latest('id')
            ->firstOrFail();
        $token = Str::random(64);
        $invitation->update(['token' => $token, 'expires_at' => now()->addDays(7)]);

        $notify = $request->boolean('notify', true);
        if ($notify) {
            Mail::to($invitation->email)->send(new CouncilInvitation($invitation, $token));
        }

        return response()->json([
            'data' => [
                'user_id' => $user->id,
                'invitation_url' => CouncilInvitation::acceptUrl($token),
                'expires_at' => $invitation->expires_at,
            ],
            'message' => $notify ? 'Invitation sent again.' : 'Invitation link renewed.',
        ]);
    }
}
