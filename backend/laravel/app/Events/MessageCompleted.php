<?php

namespace App\Events;

class MessageCompleted extends MessageEvent
{
    public function broadcastAs(): string
    {
        return 'message.completed';
    }
}
