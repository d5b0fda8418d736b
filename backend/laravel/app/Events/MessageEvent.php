<?php

namespace App\Events;

use App\Events\Concerns\BroadcastsAfterCommit;
use App\Http\Resources\MessageResource;
use App\Models\Message;
use Illuminate\Broadcasting\PrivateChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcast;
use Illuminate\Contracts\Events\ShouldDispatchAfterCommit;

/** A message's state, broadcast on its thread's channel with the `Message` payload (asyncapi.yaml). */
abstract class MessageEvent implements ShouldBroadcast, ShouldDispatchAfterCommit
{
    use BroadcastsAfterCommit;

    public function __construct(public Message $message)
    {
        $this->payload = (new MessageResource($message))->resolve();
    }

    public function broadcastOn(): array
    {
        return [new PrivateChannel('threads.'.$this->message->thread_id)];
    }
}
