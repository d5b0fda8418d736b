<?php

namespace App\Policies;

use App\Models\Council;
use App\Models\User;

/** What each council role may do, as the contract's x-council-roles says. */
class CouncilPolicy
{
    public function viewMembers(User $user, Council $council): bool
    {
        return in_array($user->roleIn($council), ['admin', 'manager', 'member'], true);
    }

    public function manageMembers(User $user, Council $council): bool
    {
        return $user->roleIn($council) === 'admin';
    }

    /** Who joins is decided by those who manage the members. */
    public function manageJoinRequests(User $user, Council $council): bool
    {
        return $this->manageMembers($user, $council);
    }
}
