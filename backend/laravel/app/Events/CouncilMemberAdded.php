<?php

namespace App\Events;

class CouncilMemberAdded extends CouncilMemberEvent
{
    public function broadcastAs(): string
    {
        return 'council.member.added';
    }
}
