<?php

namespace App\Events;

use App\Models\Message;
use Illuminate\Broadcasting\InteractsWithSockets;
use Illuminate\Broadcasting\PrivateChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;
use Illuminate\Foundation\Events\Dispatchable;

/** A reply that could not be produced or was cut off (`MessageFailedEvent`): its `error` is the reason shown. */
class MessageFailed implements ShouldBroadcastNow
{
    use Dispatchable, InteractsWithSockets;

    public function __construct(public Message $message) {}

    public function broadcastOn(): array
    {
        return [new PrivateChannel('threads.'.$this->message->thread_id)];
    }

    public function broadcastAs(): string
    {
        return 'message.failed';
    }

    public function broadcastWith(): array
    {
        return [
            'thread_id' => $this->message->thread_id,
            'message_id' => $this->message->id,
            'message' => $this->message->error,
        ];
    }
}
