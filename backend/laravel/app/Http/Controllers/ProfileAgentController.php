<?php

namespace App\Http\Controllers;

use App\Http\Requests\UpdateProfileAgentRequest;
use App\Http\Resources\UserAgentResource;
use App\Models\Agent;
use App\Models\User;
use Illuminate\Database\Eloquent\ModelNotFoundException;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;
use Illuminate\Http\Response;

class ProfileAgentController extends Controller
{
    /** The caller's whole list (not paginated), in the order User::listedAgents() gives. */
    public function index(Request $request): AnonymousResourceCollection
    {
        return UserAgentResource::collection($request->user()->listedAgents());
    }

    /** Pins (pinning a pinned agent keeps its pinned_at) or unpins an agent of the caller's list. */
    public function update(UpdateProfileAgentRequest $request, string $agent): UserAgentResource
    {
        $user = $request->user();
        $entry = $this->entry($user, $agent);

        if ($request->boolean('is_pinned') !== ($entry->pivot->pinned_at !== null)) {
            $pinnedAt = $request->boolean('is_pinned') ? now() : null;
            if ($entry->pivot->source === 'council') {
                $user->councilAssignmentsOf($entry)->update(['pinned_at' => $pinnedAt]);
            } else {
                $user->agents()->updateExistingPivot($entry->id, ['pinned_at' => $pinnedAt]);
            }
            $entry = $this->entry($user, $agent);
        }

        return new UserAgentResource($entry);
    }

    /**
     * Takes an agent off the caller's list; the agent and the caller's threads with it stay. An agent
     * a council provides is only hidden (and unpinned): the council still provides it.
     */
    public function destroy(Request $request, string $agent): Response
    {
        $user = $request->user();
        $entry = $this->entry($user, $agent);

        if ($entry->pivot->source === 'council') {
            $user->councilAssignmentsOf($entry)->update(['hidden_at' => now(), 'pinned_at' => null]);
        } else {
            $user->agents()->detach($entry->id);
        }

        return response()->noContent();
    }

    /** The agent's entry in the user's list; 404 when it is not in the list. */
    private function entry(User $user, string $agent): Agent
    {
        return $user->listedAgents()->firstWhere('id', (int) $agent)
            ?? throw (new ModelNotFoundException)->setModel(Agent::class, [$agent]);
    }
}
