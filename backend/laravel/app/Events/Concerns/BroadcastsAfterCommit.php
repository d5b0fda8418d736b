<?php

namespace App\Events\Concerns;

use Illuminate\Broadcasting\InteractsWithSockets;
use Illuminate\Foundation\Events\Dispatchable;

/**
 * For events that implement ShouldBroadcast and ShouldDispatchAfterCommit: they are queued once the
 * write that raised them has committed, on the queue of their own (config broadcasting.queue), so a
 * request never waits for Reverb and never fails because Reverb is away. While it is away, a
 * broadcast is tried again after 10 and 60 seconds; readers who miss it catch up over HTTP
 * (docs/realtime.md).
 *
 * The payload is resolved when the event is raised (`$payload`), as the request sees it: the worker
 * that sends it has no signed-in user, and what changed may be gone or changed again by then.
 */
trait BroadcastsAfterCommit
{
    use Dispatchable, InteractsWithSockets;

    /** Tries of the queued broadcast (BroadcastEvent reads it). */
    public int $tries = 3;

    /** @var list<int> Seconds before the second and third tries. */
    public array $backoff = [10, 60];

    /** What readers receive, resolved when the event was raised. */
    public array $payload = [];

    public function broadcastQueue(): string
    {
        return config('broadcasting.queue');
    }

    public function broadcastWith(): array
    {
        return $this->payload;
    }
}
