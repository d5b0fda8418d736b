<?php

namespace App\Events;

use App\Events\Concerns\BroadcastsAfterCommit;
use App\Http\Resources\JoinRequestResource;
use App\Models\JoinRequest;
use Illuminate\Broadcasting\PrivateChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcast;
use Illuminate\Contracts\Events\ShouldDispatchAfterCommit;

/** Tells the requester an admin decided (on approval their client refetches the profile). */
class JoinRequestDecided implements ShouldBroadcast, ShouldDispatchAfterCommit
{
    use BroadcastsAfterCommit;

    public function __construct(public JoinRequest $joinRequest)
    {
        $this->payload = ['join_request' => (new JoinRequestResource($joinRequest))->resolve()];
    }

    public function broadcastOn(): array
    {
        return [new PrivateChannel('App.Models.User.'.$this->joinRequest->user_id)];
    }

    public function broadcastAs(): string
    {
        return 'join-request.decided';
    }
}
