<?php

namespace App\Events;

class CouncilMemberRemoved extends CouncilMemberEvent
{
    public function broadcastAs(): string
    {
        return 'council.member.removed';
    }
}
