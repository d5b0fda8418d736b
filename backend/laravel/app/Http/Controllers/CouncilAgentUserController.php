<?php

namespace App\Http\Controllers;

use App\Http\Requests\UpdateCouncilAgentUsersRequest;
use App\Http\Resources\CouncilUserResource;
use App\Models\Agent;
use App\Models\Council;
use App\Models\CouncilAgent;
use Illuminate\Database\Eloquent\Collection as EloquentCollection;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;
use Illuminate\Support\Facades\Gate;

/** The members allowed to use a council agent (only they see it in chat while it is enabled). */
class CouncilAgentUserController extends Controller
{
    public function index(Council $council, Agent $agent): AnonymousResourceCollection
    {
        Gate::authorize('viewAgents', $council);

        return $this->assigned($council, $council->councilAgentFor($agent));
    }

    /** Replaces the whole list (an empty one removes everyone). */
    public function update(UpdateCouncilAgentUsersRequest $request, Council $council, Agent $agent): AnonymousResourceCollection
    {
        $councilAgent = $council->councilAgentFor($agent);
        $councilAgent->users()->sync($request->validated('users'));
        $councilAgent->announce();

        return $this->assigned($council, $councilAgent);
    }

    /** The assigned active members as the council lists them, by name. */
    private function assigned(Council $council, CouncilAgent $councilAgent): AnonymousResourceCollection
    {
        $users = $council->users()->wherePivot('status', 'active')
            ->whereIn('users.id', $councilAgent->users()->select('users.id'))
            ->orderBy('name')
            ->orderBy('users.id')
            ->get();
        // Relations of a pivot cannot be named in with(): load them on the pivots at once.
        (new EloquentCollection($users->pluck('pivot')))->load('position');

        return CouncilUserResource::collection($users);
    }
}
