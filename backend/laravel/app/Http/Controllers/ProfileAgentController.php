<?php

namespace App\Http\Controllers;

use App\Http\Requests\PaginatedRequest;
use App\Http\Requests\UpdateProfileAgentRequest;
use App\Http\Resources\UserAgentResource;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;
use Illuminate\Http\Response;

class ProfileAgentController extends Controller
{
    public function index(PaginatedRequest $request): AnonymousResourceCollection
    {
        $agents = $request->user()->agents()->with('category')
            // Pinned first, most recently pinned first, then the rest most recently added first. `is null`
            // sorts the unpinned last on every database (SQLite puts NULL first in a descending order,
            // MariaDB last); the pivot id breaks ties so pages never overlap.
            ->orderByRaw('agent_user.pinned_at is null')
            ->orderByPivot('pinned_at', 'desc')
            ->orderByPivot('created_at', 'desc')
            ->orderByPivot('id', 'desc')
            ->paginate($request->perPage())
            ->withQueryString();

        return UserAgentResource::collection($agents);
    }

    /** Pins (pinning a pinned agent keeps its pinned_at) or unpins an agent of the caller's list. */
    public function update(UpdateProfileAgentRequest $request, string $agent): UserAgentResource
    {
        $agents = $request->user()->agents();
        $entry = $agents->findOrFail($agent);

        if ($request->boolean('is_pinned') !== ($entry->pivot->pinned_at !== null)) {
            $agents->updateExistingPivot($entry->id, ['pinned_at' => $request->boolean('is_pinned') ? now() : null]);
            $entry = $agents->with('category')->findOrFail($agent);
        }

        return new UserAgentResource($entry->loadMissing('category'));
    }

    /** Takes an agent off the caller's list; the agent and the caller's threads with it stay. */
    public function destroy(Request $request, string $agent): Response
    {
        $agents = $request->user()->agents();
        $agents->detach($agents->findOrFail($agent)->id);

        return response()->noContent();
    }
}
