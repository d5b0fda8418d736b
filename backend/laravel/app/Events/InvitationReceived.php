<?php

namespace App\Events;

use App\Events\Concerns\BroadcastsAfterCommit;
use App\Http\Resources\CouncilSummaryResource;
use App\Http\Resources\InvitationResource;
use App\Models\Invitation;
use App\Models\User;
use Illuminate\Broadcasting\PrivateChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcast;
use Illuminate\Contracts\Events\ShouldDispatchAfterCommit;
use Illuminate\Http\Request;

/** Tells an existing user that a council invited their email (InvitationReceivedEvent in asyncapi.yaml). */
class InvitationReceived implements ShouldBroadcast, ShouldDispatchAfterCommit
{
    use BroadcastsAfterCommit;

    public function __construct(Invitation $invitation, public User $invitee)
    {
        $asInvitee = Request::create('/');
        $asInvitee->setUserResolver(fn () => $invitee);
        // The invitation as the invitee would read it (is_member, has_pending_request are theirs, not the
        // admin's). A nested resource resolves with the request being served (the admin's): the council is
        // resolved here for the invitee.
        $this->payload = ['invitation' => [
            ...(new InvitationResource($invitation))->resolve($asInvitee),
            'council' => (new CouncilSummaryResource($invitation->council))->resolve($asInvitee),
        ]];
    }

    public function broadcastOn(): array
    {
        return [new PrivateChannel('App.Models.User.'.$this->invitee->id)];
    }

    public function broadcastAs(): string
    {
        return 'invitation.received';
    }
}
