<?php

namespace App\Events;

use App\Http\Resources\CouncilAgentResource;
use App\Models\CouncilAgent;
use Illuminate\Broadcasting\InteractsWithSockets;
use Illuminate\Broadcasting\PresenceChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;
use Illuminate\Foundation\Events\Dispatchable;

/** Tells the council's members that one of its agents was enabled, disabled, instructed, given files or users. */
class CouncilAgentUpdated implements ShouldBroadcastNow
{
    use Dispatchable, InteractsWithSockets;

    public function __construct(public CouncilAgent $councilAgent) {}

    public function broadcastOn(): array
    {
        return [new PresenceChannel('councils.'.$this->councilAgent->council_id)];
    }

    public function broadcastAs(): string
    {
        return 'council.agent.updated';
    }

    public function broadcastWith(): array
    {
        return [
            'council_id' => $this->councilAgent->council_id,
            'agent' => (new CouncilAgentResource($this->councilAgent))->resolve(),
        ];
    }
}
