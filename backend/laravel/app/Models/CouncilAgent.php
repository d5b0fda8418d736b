<?php

namespace App\Models;

use App\Events\CouncilAgentUpdated;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * An agent a council has (bought or added for it, or created for it) with the council's settings:
 * whether it is enabled, instructions added to the agent's own, its SharePoint folder, the members
 * allowed to use it and the files the council attached to it.
 */
class CouncilAgent extends Model
{
    protected $fillable = ['council_id', 'agent_id', 'is_enabled', 'instructions', 'sharepoint_drive', 'sharepoint_path'];

    protected $attributes = ['is_enabled' => true];

    protected function casts(): array
    {
        return ['is_enabled' => 'boolean'];
    }

    public function council(): BelongsTo
    {
        return $this->belongsTo(Council::class);
    }

    public function agent(): BelongsTo
    {
        return $this->belongsTo(Agent::class);
    }

    /** Tells the council's other members (council.agent.updated) and answers the agent as it is now. */
    public function announce(): static
    {
        $this->touch();
        $shown = static::withSettings()->findOrFail($this->id);
        broadcast(new CouncilAgentUpdated($shown))->toOthers();

        return $shown;
    }

    /** The members allowed to use the agent in this council. */
    public function users(): BelongsToMany
    {
        return $this->belongsToMany(User::class)->withTimestamps();
    }

    public function files(): HasMany
    {
        return $this->hasMany(CouncilAgentFile::class);
    }

    /** What CouncilAgentResource shows, in the same query: the agent with its category, and the counts. */
    public function scopeWithSettings(Builder $query): void
    {
        $query->with('agent.category')->withCount(['files', 'users']);
    }

    /**
     * The rows through which the user may chat with the agent: the council has it enabled, and the
     * user is an active member of the council assigned to it. A deleted agent is provided nowhere.
     */
    public function scopeProvidingTo(Builder $query, User $user): void
    {
        $query->where('is_enabled', true)
            ->whereHas('agent')
            ->whereHas('users', fn (Builder $users) => $users->whereKey($user->id))
            ->whereHas('council.users', fn (Builder $members) => $members
                ->whereKey($user->id)->where('council_user.status', 'active'));
    }

    /** A deleted agent leaves its councils' lists (its rows stay for its threads). */
    public function scopeOfLiveAgents(Builder $query): void
    {
        $query->whereHas('agent');
    }
}
