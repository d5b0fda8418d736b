<?php

namespace App\Policies;

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

    /** Writing to a thread (send, edit, regenerate) also needs the thread's agent still in the user's list. */
    public function converse(User $user, Thread $thread): bool
    {
        return $thread->user_id === $user->id
            && $user->agents()->whereKey($thread->agent_id)->exists();
    }
}
