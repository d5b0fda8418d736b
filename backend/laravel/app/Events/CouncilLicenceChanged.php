<?php

namespace App\Events;

use App\Events\Concerns\BroadcastsAfterCommit;
use App\Http\Resources\LicenceResource;
use App\Models\Licence;
use Illuminate\Broadcasting\PresenceChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcast;
use Illuminate\Contracts\Events\ShouldDispatchAfterCommit;

/** Tells the council's members (the admins' licence page) that a seat changed hands. */
class CouncilLicenceChanged implements ShouldBroadcast, ShouldDispatchAfterCommit
{
    use BroadcastsAfterCommit;

    public function __construct(public Licence $licence)
    {
        $this->payload = ['licence' => (new LicenceResource($licence))->resolve()];
    }

    public function broadcastOn(): array
    {
        return [new PresenceChannel('councils.'.$this->licence->council_id)];
    }

    public function broadcastAs(): string
    {
        return 'council.licence.changed';
    }
}
