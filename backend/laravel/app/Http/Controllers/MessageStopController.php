<?php

namespace App\Http\Controllers;

use App\Events\MessageStopped;
use App\Events\ThreadUpdated;
use App\Http\Resources\MessageResource;
use App\Models\Message;
use App\Models\Thread;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\ValidationException;

class MessageStopController extends Controller
{
    public function __invoke(Thread $thread, Message $message): MessageResource
    {
        Gate::authorize('update', $thread);

        if ($message->role !== 'assistant') {
            throw ValidationException::withMessages(['message' => 'Only an agent reply can be stopped.']);
        }

        // Idempotent: a reply that already ended is answered as it is.
        if ($message->isUnderWay()) {
            $message->update(['status' => 'completed', 'stopped_at' => now()]);
            MessageStopped::dispatch($message);
            $thread->touch();
            ThreadUpdated::dispatch($thread);
        }

        return new MessageResource($message);
    }
}
