<?php

namespace App\Http\Controllers;

use App\Http\Requests\ListAgentsRequest;
use App\Http\Requests\PublishAgentRequest;
use App\Http\Requests\StoreAgentRequest;
use App\Http\Requests\UpdateAgentRequest;
use App\Http\Resources\AgentResource;
use App\Models\Agent;
use App\Models\User;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Illuminate\Support\Facades\Storage;
use Throwable;

/** The app store and agent authoring. */
class AgentController extends Controller
{
    /**
     * The store (published, newest first), the caller's drafts (`status=draft`), or the agent
     * builder's list (`scope=mine`: the caller's agents and their councils', any status unless one
     * is asked for), each filtered by search, category and pricing.
     */
    public function index(ListAgentsRequest $request): AnonymousResourceCollection
    {
        $user = $request->user();
        $agents = Agent::forCaller($user)
            ->when($request->query('scope') === 'mine',
                fn (Builder $query) => $this->builderList($query, $user, $request->query('status')),
                fn (Builder $query) => $request->query('status') === 'draft'
                    ? $query->where('status', 'draft')->whereBelongsTo($user, 'author')->latest('updated_at')
                    : $query->where('status', 'published')->latest('published_at'))
            ->when($request->filled('search'), fn (Builder $query) => $query->where(fn (Builder $query) => $query
                ->whereContains('name', $request->query('search'))
                ->orWhereContains('description', $request->query('search'))))
            ->when($request->has('category_id'), fn (Builder $query) => $query->where('category_id', $request->integer('category_id')))
            ->when($request->has('pricing'), fn (Builder $query) => $query->where('pricing', $request->query('pricing')))
            ->latest('id')
            ->paginate($request->perPage())
            ->withQueryString();

        return AgentResource::collection($agents);
    }

    /** The caller's agents, and the published agents of councils where they are admin or manager. */
    private function builderList(Builder $query, User $user, ?string $status): Builder
    {
        return $query
            ->where(fn (Builder $query) => $query->whereBelongsTo($user, 'author')
                // The councils' ids as values, not whereHas(): an OR of two indexed columns compared
                // with values lets MariaDB merge their two indexes rather than read every agent.
                ->orWhere(fn (Builder $query) => $query->where('status', 'published')
                    ->whereIn('council_id', $user->councils()->wherePivotIn('role', ['admin', 'manager'])->pluck('councils.id'))))
            ->when($status !== null, fn (Builder $query) => $query->where('status', $status))
            ->latest('updated_at');
    }

    public function store(StoreAgentRequest $request): JsonResponse
    {
        // The free slug is read before the transaction, so the transaction starts with its insert: on SQLite a
        // transaction that reads and then writes fails at once when another wrote in between ("database is
        // locked", which no busy timeout waits out), while one that starts by writing waits its turn. Agents
        // created at once with one name may still pick the same slug: the later insert is then a duplicate,
        // and it is tried again with a slug of its own (Agent::uniqueSlug says why).
        $agent = retry(5, function (int $attempt) use ($request) {
            $slug = Agent::uniqueSlug($request->validated('name'), $attempt);

            return DB::transaction(function () use ($request, $slug) {
                $paid = $request->validated('pricing') === 'paid';
                $agent = new Agent([
                    ...$request->safe()->except(['price', 'currency']),
                    'price' => $paid ? $request->validated('price') : null,
                    'currency' => $paid ? $request->validated('currency') : null,
                    'price_terms' => $paid ? Agent::PAID_TERMS : null,
                    'tools' => $request->validated('tools', []),
                    'slug' => $slug,
                    'status' => 'draft',
                ]);
                $agent->author()->associate($request->user())->save();
                // An agent created for a council is the council's at once, enabled.
                $agent->council?->councilAgents()->create(['agent_id' => $agent->id]);

                return $agent;
            });
        }, when: fn (Throwable $e) => $e instanceof UniqueConstraintViolationException);

        return (new AgentResource($this->shown($agent, $request->user())))->response()->setStatusCode(201);
    }

    public function show(Request $request, Agent $agent): AgentResource
    {
        Gate::authorize('view', $agent);

        return new AgentResource($this->shown($agent, $request->user()));
    }

    /** Live at once for everyone who has it; those who added or bought it keep it whatever the new price. */
    public function update(UpdateAgentRequest $request, Agent $agent): AgentResource
    {
        $agent->update($request->agentValues());

        return new AgentResource($this->shown($agent, $request->user()));
    }

    public function publish(PublishAgentRequest $request, Agent $agent): AgentResource
    {
        $agent->update(['status' => 'published', 'published_at' => now()]);

        return new AgentResource($this->shown($agent, $request->user()));
    }

    /** The agent leaves the store and every list; threads with it stay, read-only, and its orders stay. */
    public function destroy(Agent $agent): Response
    {
        Gate::authorize('delete', $agent);

        // The files' paths are read before the transaction, so it starts with a write: on SQLite a transaction
        // that reads and then writes fails at once when another connection (a reply job) wrote in between
        // ("database is locked"), while one that starts by writing waits its turn. The files go once it is done.
        $paths = $agent->files()->pluck('path')->all();
        DB::transaction(function () use ($agent) {
            $agent->files()->delete();
            $agent->users()->detach();
            $agent->delete();
        });
        Storage::delete($paths);

        return response()->noContent();
    }

    /** The agent as the caller sees it, with what AgentResource reads. */
    private function shown(Agent $agent, User $user): Agent
    {
        return Agent::forCaller($user)->findOrFail($agent->id);
    }
}
