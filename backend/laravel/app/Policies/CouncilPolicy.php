<?php

namespace App\Policies;

use App\Enums\CouncilRole;
use App\Models\Council;
use App\Models\User;

/** What each council role may do, as the contract's x-council-roles says. */
class CouncilPolicy
{
    public function view(User $user, Council $council): bool
    {
        return $this->viewMembers($user, $council);
    }

    /** The council's settings: its admins, as for its members. */
    public function update(User $user, Council $council): bool
    {
        return $this->manageMembers($user, $council);
    }

    /** Licences, orders and the plan: the council's admins, as for its members. */
    public function manageLicences(User $user, Council $council): bool
    {
        return $this->manageMembers($user, $council);
    }

    public function manageBilling(User $user, Council $council): bool
    {
        return $this->manageMembers($user, $council);
    }

    /** The shared file library: read by every member, kept by admins and managers. */
    public function manageFiles(User $user, Council $council): bool
    {
        return in_array($user->roleIn($council), [CouncilRole::Admin, CouncilRole::Manager], true);
    }

    /** The council's agents: listed by every member, configured by admins and managers. */
    public function viewAgents(User $user, Council $council): bool
    {
        return $this->viewMembers($user, $council);
    }

    public function manageAgents(User $user, Council $council): bool
    {
        return in_array($user->roleIn($council), [CouncilRole::Admin, CouncilRole::Manager], true);
    }

    /** Creating an agent for the council: its admins and managers. */
    public function createAgents(User $user, Council $council): bool
    {
        return $this->manageAgents($user, $council);
    }

    /** Buying an agent for the council spends its money: its admins. */
    public function buyAgents(User $user, Council $council): bool
    {
        return $this->manageMembers($user, $council);
    }

    public function viewMembers(User $user, Council $council): bool
    {
        return $user->roleIn($council) !== null;
    }

    public function manageMembers(User $user, Council $council): bool
    {
        return $user->roleIn($council) === CouncilRole::Admin;
    }

    /** Who joins is decided by those who manage the members. */
    public function manageJoinRequests(User $user, Council $council): bool
    {
        return $this->manageMembers($user, $council);
    }
}
