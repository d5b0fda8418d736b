<?php

namespace App\Events;

use App\Events\Concerns\BroadcastsAfterCommit;
use App\Http\Resources\CouncilUserResource;
use App\Models\Council;
use App\Models\User;
use Illuminate\Broadcasting\PresenceChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcast;
use Illuminate\Contracts\Events\ShouldDispatchAfterCommit;

/**
 * A change to a council's users, on its presence channel (CouncilMemberEvent in asyncapi.yaml).
 * `$member` is loaded through the council's users(), so its pivot holds the membership.
 */
abstract class CouncilMemberEvent implements ShouldBroadcast, ShouldDispatchAfterCommit
{
    use BroadcastsAfterCommit;

    public function __construct(public Council $council, User $member)
    {
        $this->payload = [
            'council_id' => $council->id,
            'user' => (new CouncilUserResource($member))->resolve(),
        ];
    }

    public function broadcastOn(): array
    {
        return [new PresenceChannel('councils.'.$this->council->id)];
    }
}
