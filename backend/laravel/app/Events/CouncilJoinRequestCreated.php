<?php

namespace App\Events;

use App\Events\Concerns\BroadcastsAfterCommit;
use App\Http\Resources\JoinRequestResource;
use App\Models\JoinRequest;
use Illuminate\Broadcasting\PresenceChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcast;
use Illuminate\Contracts\Events\ShouldDispatchAfterCommit;

/** Someone asked to join: every online member gets it, the admins' clients refetch the queue. */
class CouncilJoinRequestCreated implements ShouldBroadcast, ShouldDispatchAfterCommit
{
    use BroadcastsAfterCommit;

    public function __construct(public JoinRequest $joinRequest)
    {
        $this->payload = [
            'council_id' => $joinRequest->council_id,
            'join_request' => (new JoinRequestResource($joinRequest))->resolve(),
        ];
    }

    public function broadcastOn(): array
    {
        return [new PresenceChannel('councils.'.$this->joinRequest->council_id)];
    }

    public function broadcastAs(): string
    {
        return 'council.join-request.created';
    }
}
