<?php

use App\Models\Council;
use App\Models\Thread;
use App\Models\User;
use Illuminate\Support\Facades\Broadcast;

Broadcast::channel('App.Models.User.{id}', function (User $user, int $id) {
    return $user->id === $id;
});

Broadcast::channel('threads.{thread}', function (User $user, Thread $thread) {
    return $user->can('view', $thread);
});

// Presence: what the other members see of the user (PresenceMember.user_info).
Broadcast::channel('councils.{council}', function (User $user, Council $council) {
    if ($user->roleIn($council) === null) {
        return false;
    }

    return ['id' => $user->id, 'name' => $user->name, 'avatar_url' => $user->avatar_url];
});
