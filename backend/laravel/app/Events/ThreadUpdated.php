<?php

namespace App\Events;

use App\Events\Concerns\BroadcastsAfterCommit;
use App\Http\Resources\ThreadResource;
use App\Models\Thread;
use Illuminate\Broadcasting\PrivateChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcast;
use Illuminate\Contracts\Events\ShouldDispatchAfterCommit;

class ThreadUpdated implements ShouldBroadcast, ShouldDispatchAfterCommit
{
    use BroadcastsAfterCommit;

    public function __construct(public Thread $thread)
    {
        $this->payload = (new ThreadResource($thread->loadMissing('agent.category')))->resolve();
    }

    public function broadcastOn(): array
    {
        return [new PrivateChannel('threads.'.$this->thread->id)];
    }

    public function broadcastAs(): string
    {
        return 'thread.updated';
    }
}
