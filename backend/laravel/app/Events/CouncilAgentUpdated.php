<?php

namespace App\Events;

use App\Events\Concerns\BroadcastsAfterCommit;
use App\Http\Resources\CouncilAgentResource;
use App\Models\CouncilAgent;
use Illuminate\Broadcasting\PresenceChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcast;
use Illuminate\Contracts\Events\ShouldDispatchAfterCommit;

/** Tells the council's members that one of its agents was enabled, disabled, instructed, given files or users. */
class CouncilAgentUpdated implements ShouldBroadcast, ShouldDispatchAfterCommit
{
    use BroadcastsAfterCommit;

    public function __construct(public CouncilAgent $councilAgent)
    {
        $this->payload = [
            'council_id' => $councilAgent->council_id,
            'agent' => (new CouncilAgentResource($councilAgent))->resolve(),
        ];
    }

    public function broadcastOn(): array
    {
        return [new PresenceChannel('councils.'.$this->councilAgent->council_id)];
    }

    public function broadcastAs(): string
    {
        return 'council.agent.updated';
    }
}
