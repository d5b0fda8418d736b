<?php

namespace App\Events;

use App\Http\Resources\JoinRequestResource;
use App\Models\JoinRequest;
use Illuminate\Broadcasting\InteractsWithSockets;
use Illuminate\Broadcasting\PrivateChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;
use Illuminate\Foundation\Events\Dispatchable;

/** Tells the requester an admin decided (on approval their client refetches the profile). */
class JoinRequestDecided implements ShouldBroadcastNow
{
    use Dispatchable, InteractsWithSockets;

    public function __construct(public JoinRequest $joinRequest) {}

    public function broadcastOn(): array
    {
        return [new PrivateChannel('App.Models.User.'.$this->joinRequest->user_id)];
    }

    public function broadcastAs(): string
    {
        return 'join-request.decided';
    }

    public function broadcastWith(): array
    {
        return ['join_request' => (new JoinRequestResource($this->joinRequest))->resolve()];
    }
}
