<?php

namespace App\Events;

use App\Http\Resources\LicenceResource;
use App\Models\Licence;
use Illuminate\Broadcasting\InteractsWithSockets;
use Illuminate\Broadcasting\PresenceChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;
use Illuminate\Foundation\Events\Dispatchable;

/** Tells the council's members (the admins' licence page) that a seat changed hands. */
class CouncilLicenceChanged implements ShouldBroadcastNow
{
    use Dispatchable, InteractsWithSockets;

    public function __construct(public Licence $licence) {}

    public function broadcastOn(): array
    {
        return [new PresenceChannel('councils.'.$this->licence->council_id)];
    }

    public function broadcastAs(): string
    {
        return 'council.licence.changed';
    }

    public function broadcastWith(): array
    {
        return ['licence' => (new LicenceResource($this->licence))->resolve()];
    }
}
