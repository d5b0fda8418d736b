<?php

namespace App\Events;

use App\Events\Concerns\BroadcastsAfterCommit;
use App\Http\Resources\OrderResource;
use App\Models\Order;
use Illuminate\Broadcasting\PrivateChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcast;
use Illuminate\Contracts\Events\ShouldDispatchAfterCommit;

/** Tells the buyer their order completed: the bought agent or plan is theirs (or their council's) now. */
class OrderCompleted implements ShouldBroadcast, ShouldDispatchAfterCommit
{
    use BroadcastsAfterCommit;

    public function __construct(public Order $order)
    {
        $this->payload = ['order' => (new OrderResource($order))->resolve()];
    }

    public function broadcastOn(): array
    {
        return [new PrivateChannel('App.Models.User.'.$this->order->user_id)];
    }

    public function broadcastAs(): string
    {
        return 'order.completed';
    }
}
