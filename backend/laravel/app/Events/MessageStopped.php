<?php

namespace App\Events;

class MessageStopped extends MessageEvent
{
    public function broadcastAs(): string
    {
        return 'message.stopped';
    }
}
