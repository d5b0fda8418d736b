<?php

namespace App\Http\Controllers;

use App\Events\CouncilMemberRemoved;
use App\Http\Resources\CouncilMembershipResource;
use App\Http\Resources\InvitationResource;
use App\Models\Invitation;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\DB;

/** The signed-in user's own invitations: answered by id, without the emailed link. */
class ProfileInvitationController extends Controller
{
    public function index(Request $request): AnonymousResourceCollection
    {
        $invitations = $request->user()->invitations()
            ->open()
            ->with(['council' => fn ($councils) => $councils->withSummaryFor($request->user()), 'inviter'])
            ->latest()
            ->latest('id')
            ->get();

        return InvitationResource::collection($invitations);
    }

    public function accept(Request $request, string $invitation): CouncilMembershipResource
    {
        $invitation = $this->usable($request, $invitation);

        return (new CouncilMembershipResource($invitation->accept($request->user())))
            ->additional(['message' => 'Invitation accepted.']);
    }

    /** Drops the invitation and the invitee's `invited` row, and tells the council. */
    public function destroy(Request $request, string $invitation): Response
    {
        $invitation = $this->usable($request, $invitation);
        $council = $invitation->council;
        $invited = $council->users()->wherePivot('status', 'invited')->find($request->user()->id);

        DB::transaction(function () use ($invitation, $council, $invited) {
            $invitation->delete();
            if ($invited !== null) {
                $event = new CouncilMemberRemoved($council, $invited);
                $council->users()->detach($invited->id);
                broadcast($event)->toOthers();
            }
        }, 5);

        return response()->noContent();
    }

    /** One of the caller's invitations (another's is 404, as an unknown one), still to be answered. */
    private function usable(Request $request, string $id): Invitation
    {
        $invitation = $request->user()->invitations()->findOrFail($id);
        $invitation->ensureUsable('invitation');

        return $invitation;
    }
}
