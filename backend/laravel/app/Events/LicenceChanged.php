<?php

namespace App\Events;

use App\Http\Resources\LicenceResource;
use App\Models\Licence;
use Illuminate\Broadcasting\InteractsWithSockets;
use Illuminate\Broadcasting\PrivateChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;
use Illuminate\Foundation\Events\Dispatchable;

/** Tells a holder (new or previous) that their licence changed. */
class LicenceChanged implements ShouldBroadcastNow
{
    use Dispatchable, InteractsWithSockets;

    public function __construct(public Licence $licence, public int $userId) {}

    public function broadcastOn(): array
    {
        return [new PrivateChannel('App.Models.User.'.$this->userId)];
    }

    public function broadcastAs(): string
    {
        return 'licence.changed';
    }

    public function broadcastWith(): array
    {
        return ['licence' => (new LicenceResource($this->licence))->resolve()];
    }
}
