<?php

namespace App\Http\Controllers;

use App\Http\Requests\BuyAgentRequest;
use App\Http\Resources\OrderResource;
use App\Http\Resources\UserAgentResource;
use App\Models\Agent;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\ValidationException;

/** Getting an agent from the app store: adding a free one, buying a paid one. */
class AgentStoreController extends Controller
{
    /** A free agent, or a paid one the caller bought before (added back, not charged again). */
    public function add(Request $request, Agent $agent): JsonResponse
    {
        Gate::authorize('view', $agent);
        $user = $request->user();
        $shown = Agent::forCaller($user)->findOrFail($agent->id);

        // A council-provided agent the caller removed from their list comes back as it was: from the council.
        if (! $shown->in_own_list && $shown->provided_by_council && ! $shown->listed_by_council) {
            $user->councilAssignmentsOf($agent)->update(['hidden_at' => null]);

            return $this->added($user->listedAgents()->firstWhere('id', $agent->id));
        }

        $problem = match (true) {
            $agent->isDraft() => 'Only published agents can be added.',
            $shown->in_own_list || $shown->provided_by_council => 'The agent has already been added.',
            $agent->pricing === 'paid' && ! $shown->is_purchased => 'Paid agents must be bought.',
            default => null,
        };
        if ($problem !== null) {
            throw ValidationException::withMessages(['agent' => $problem]);
        }

        try {
            $user->agents()->attach($agent->id, ['source' => $shown->is_purchased ? 'purchased' : 'free']);
        } catch (UniqueConstraintViolationException) {
            // Added by another request of this user's since the check above (a double click).
            throw ValidationException::withMessages(['agent' => 'The agent has already been added.']);
        }

        return $this->added($user->agents()->with('category')->findOrFail($agent->id));
    }

    private function added(Agent $entry): JsonResponse
    {
        return (new UserAgentResource($entry))
            ->additional(['message' => 'Agent added.'])
            ->response()
            ->setStatusCode(201);
    }

    /**
     * A pending order, paid with POST /api/payments/{payment}/setup; a council's order on invoice
     * is completed at once (invoiced, due in 30 days) and enables the agent in the council.
     */
    public function buy(BuyAgentRequest $request, Agent $agent): JsonResponse
    {
        $order = $agent->orders()->make([
            'council_id' => $request->council()?->id,
            'type' => 'agent',
            'item_name' => $agent->name,
            'amount' => $agent->price,
            'currency' => $agent->currency,
        ]);
        if (! $request->byInvoice()) {
            $order->place($request->user(), 'agent');
        } else {
            // Placed and invoiced at once, under the council's lock: a second purchase of the agent sent
            // meanwhile waits, then finds the council has it (the rules' answer), and is not invoiced twice.
            $council = $request->council();
            DB::transaction(function () use ($request, $council, $order, $agent) {
                $council->lockMembership();
                if ($council->councilAgents()->where('agent_id', $agent->id)->exists()) {
                    throw ValidationException::withMessages(['agent' => 'The council already has this agent.']);
                }
                $order->place($request->user(), 'agent');
                $order->complete('invoiced');
            }, 5);
        }

        return (new OrderResource($order->load(['user', 'council'])))
            ->additional(['message' => 'Order placed.'])
            ->response()
            ->setStatusCode(201);
    }
}
