<?php

namespace App\Events;

use App\Http\Resources\JoinRequestResource;
use App\Models\JoinRequest;
use Illuminate\Broadcasting\InteractsWithSockets;
use Illuminate\Broadcasting\PresenceChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;
use Illuminate\Foundation\Events\Dispatchable;

/** Someone asked to join: every online member gets it, the admins' clients refetch the queue. */
class CouncilJoinRequestCreated implements ShouldBroadcastNow
{
    use Dispatchable, InteractsWithSockets;

    public function __construct(public JoinRequest $joinRequest) {}

    public function broadcastOn(): array
    {
        return [new PresenceChannel('councils.'.$this->joinRequest->council_id)];
    }

    public function broadcastAs(): string
    {
        return 'council.join-request.created';
    }

    public function broadcastWith(): array
    {
        return [
            'council_id' => $this->joinRequest->council_id,
            'join_request' => (new JoinRequestResource($this->joinRequest))->resolve(),
        ];
    }
}
