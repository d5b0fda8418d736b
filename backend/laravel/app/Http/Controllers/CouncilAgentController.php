<?php

namespace App\Http\Controllers;

use App\Http\Requests\UpdateCouncilAgentRequest;
use App\Http\Resources\CouncilAgentResource;
use App\Models\Agent;
use App\Models\Council;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;
use Illuminate\Support\Facades\Gate;

/** The agents a council has, with its settings for each. */
class CouncilAgentController extends Controller
{
    /** Enabled or not, ordered by the agent's name; not paginated. */
    public function index(Council $council): AnonymousResourceCollection
    {
        Gate::authorize('viewAgents', $council);

        $agents = $council->councilAgents()->ofLiveAgents()->withSettings()
            ->orderBy(Agent::select('name')->whereColumn('agents.id', 'council_agents.agent_id'))
            ->orderBy('agent_id')
            ->get();

        return CouncilAgentResource::collection($agents);
    }

    /** Changes the fields sent; empty instructions clear them. */
    public function update(UpdateCouncilAgentRequest $request, Council $council, Agent $agent): CouncilAgentResource
    {
        $councilAgent = $council->councilAgentFor($agent);
        $councilAgent->update($request->validated());

        return new CouncilAgentResource($councilAgent->announce());
    }
}
