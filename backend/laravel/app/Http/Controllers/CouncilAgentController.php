<?php

namespace App\Http\Controllers;

use App\Events\CouncilAgentUpdated;
use App\Http\Requests\UpdateCouncilAgentRequest;
use App\Http\Resources\CouncilAgentResource;
use App\Models\Agent;
use App\Models\Council;
use App\Models\CouncilAgent;
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
        $councilAgent = self::find($council, $agent);
        $councilAgent->update($request->validated());

        return new CouncilAgentResource(self::announce($councilAgent));
    }

    /** The council's settings for the agent; 404 when the council does not have it. */
    public static function find(Council $council, Agent $agent): CouncilAgent
    {
        return $council->councilAgents()->whereBelongsTo($agent)->firstOr(fn () => abort(404, 'Not found.'));
    }

    /** Tells the council's other members (council.agent.updated) and answers the agent as it is now. */
    public static function announce(CouncilAgent $councilAgent): CouncilAgent
    {
        $councilAgent->touch();
        $shown = CouncilAgent::withSettings()->findOrFail($councilAgent->id);
        broadcast(new CouncilAgentUpdated($shown))->toOthers();

        return $shown;
    }
}
