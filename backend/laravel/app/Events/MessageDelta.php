<?php

namespace App\Events;

use Illuminate\Broadcasting\InteractsWithSockets;
use Illuminate\Broadcasting\PrivateChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;
use Illuminate\Foundation\Events\Dispatchable;

/** The next chunk of a streaming reply (`MessageDeltaEvent`). */
class MessageDelta implements ShouldBroadcastNow
{
    use Dispatchable, InteractsWithSockets;

    public function __construct(
        public int $threadId,
        public int $messageId,
        public int $index,
        public string $delta,
    ) {}

    public function broadcastOn(): array
    {
        return [new PrivateChannel('threads.'.$this->threadId)];
    }

    public function broadcastAs(): string
    {
        return 'message.delta';
    }

    public function broadcastWith(): array
    {
        return [
            'thread_id' => $this->threadId,
            'message_id' => $this->messageId,
            'index' => $this->index,
            'delta' => $this->delta,
        ];
    }
}
