<?php

namespace App\Events;

class CouncilMemberUpdated extends CouncilMemberEvent
{
    public function broadcastAs(): string
    {
        return 'council.member.updated';
    }
}
