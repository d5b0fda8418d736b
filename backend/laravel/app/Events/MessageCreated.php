<?php

namespace App\Events;

class MessageCreated extends MessageEvent
{
    public function broadcastAs(): string
    {
        return 'message.created';
    }
}
