<?php

namespace App\Events;

use App\Http\Resources\CouncilUserResource;
use App\Models\Council;
use App\Models\User;
use Illuminate\Broadcasting\InteractsWithSockets;
use Illuminate\Broadcasting\PresenceChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;
use Illuminate\Foundation\Events\Dispatchable;

/**
 * A change to a council's users, on its presence channel (CouncilMemberEvent in asyncapi.yaml).
 * `$member` is loaded through the council's users(), so its pivot holds the membership.
 */
abstract class CouncilMemberEvent implements ShouldBroadcastNow
{
    use Dispatchable, InteractsWithSockets;

    /** The payload, resolved now: the membership may be gone (removed, declined) when it is sent. */
    public array $payload;

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

    public function broadcastWith(): array
    {
        return $this->payload;
    }
}
