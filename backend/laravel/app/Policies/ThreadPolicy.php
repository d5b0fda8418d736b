<?php

namespace App\Policies;

use App\Models\CouncilAgent;
use App\Models\Thread;
use App\Models\User;

class ThreadPolicy
{
    public function view(User $user, Thread $thread): bool
    {
        return $thread->user_id === $user->id;
    }

    public function update(User $user, Thread $thread): bool
    {
        return $thread->user_id === $user->id;
    }

    public function delete(User $user, Thread $thread): bool
    {
        return $thread->user_id === $user->id;
    }

    /**
     * Writing to a thread (send, edit, regenerate) also needs its agent still available to the user: a
     * council's thread follows that council's settings (a disabled agent is not chatted with there),
     * the user's own thread their agents or any council providing it.
     */
    public function converse(User $user, Thread $thread): bool
    {
        if ($thread->user_id !== $user->id) {
            return false;
        }
        $providing = CouncilAgent::where('agent_id', $thread->agent_id)->providingTo($user);
        if ($thread->council_id !== null) {
            return $providing->where('council_id', $thread->council_id)->exists();
        }

        return $user->agents()->whereKey($thread->agent_id)->exists() || $providing->exists();
    }
}
