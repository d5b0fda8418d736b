<?php

namespace App\Policies;

use App\Models\Agent;
use App\Models\User;
use Illuminate\Auth\Access\Response;

/**
 * Published agents are seen by every signed-in user; a draft by its author alone (404 for anyone
 * else, so drafts are not revealed). Only the author keeps an agent: someone else's published
 * agent answers 403.
 */
class AgentPolicy
{
    public function view(User $user, Agent $agent): Response
    {
        return ! $agent->isDraft() || $agent->user_id === $user->id
            ? Response::allow()
            : Response::denyAsNotFound();
    }

    /** Editing, publishing, deleting and its knowledge files. */
    public function update(User $user, Agent $agent): Response
    {
        if ($agent->user_id === $user->id) {
            return Response::allow();
        }

        return $agent->isDraft() ? Response::denyAsNotFound() : Response::deny();
    }

    public function delete(User $user, Agent $agent): Response
    {
        return $this->update($user, $agent);
    }
}
