<?php

namespace App\Events;

use App\Events\Concerns\BroadcastsAfterCommit;
use App\Models\Message;
use Illuminate\Broadcasting\PrivateChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcast;
use Illuminate\Contracts\Events\ShouldDispatchAfterCommit;

/** A reply that could not be produced or was cut off (`MessageFailedEvent`): its `error` is the reason shown. */
class MessageFailed implements ShouldBroadcast, ShouldDispatchAfterCommit
{
    use BroadcastsAfterCommit;

    public function __construct(public Message $message)
    {
        $this->payload = [
            'thread_id' => $message->thread_id,
            'message_id' => $message->id,
            'message' => $message->error,
        ];
    }

    public function broadcastOn(): array
    {
        return [new PrivateChannel('threads.'.$this->message->thread_id)];
    }

    public function broadcastAs(): string
    {
        return 'message.failed';
    }
}
