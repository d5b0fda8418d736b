<?php

namespace App\Models;

use App\Enums\CouncilRole;
use Illuminate\Contracts\Auth\MustVerifyEmail;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Database\Query\Builder as QueryBuilder;
use Illuminate\Foundation\Auth\User as Authenticatable;
use Illuminate\Notifications\Notifiable;
use Illuminate\Support\Collection;
use Laravel\Sanctum\HasApiTokens;

class User extends Authenticatable implements MustVerifyEmail
{
    /** @use HasFactory<\Database\Factories\UserFactory> */
    use HasApiTokens, HasFactory, Notifiable;

    /**
     * The attributes that are mass assignable. Never the partner flag or verification date:
     * those are set by the flows that own them.
     *
     * @var list<string>
     */
    protected $fillable = [
        'name',
        'email',
        'password',
        'position_id',
        'locale',
        'current_council_id',
        'onboarding_completed',
    ];

    /** @var list<string> */
    protected $hidden = [
        'password',
        'remember_token',
    ];

    protected function casts(): array
    {
        return [
            'email_verified_at' => 'datetime',
            'password' => 'hashed',
            'is_partner' => 'boolean',
            'onboarding_completed' => 'boolean',
        ];
    }

    /** The councils the user is an active member of, by name. */
    public function councils(): BelongsToMany
    {
        return $this->belongsToMany(Council::class)
            ->using(CouncilMember::class)
            ->withPivot(['role', 'status', 'position_id', 'licence_id', 'joined_at'])
            ->withTimestamps()
            ->wherePivot('status', 'active')
            ->orderBy('name');
    }

    public function feedback(): HasMany
    {
        return $this->hasMany(Feedback::class);
    }

    public function orders(): HasMany
    {
        return $this->hasMany(Order::class);
    }

    public function currentCouncil(): BelongsTo
    {
        return $this->belongsTo(Council::class, 'current_council_id');
    }

    public function agents(): BelongsToMany
    {
        return $this->belongsToMany(Agent::class)->using(AgentUser::class)->withPivot(['id', 'source', 'pinned_at'])->withTimestamps();
    }

    /** The council agents the user is assigned to, with the user's pin and hidden state of each. */
    public function assignedCouncilAgents(): BelongsToMany
    {
        return $this->belongsToMany(CouncilAgent::class)->withPivot(['pinned_at', 'hidden_at'])->withTimestamps();
    }

    /** The user's assignments to the agent in each of their councils, which share one pin and hidden state. */
    public function councilAssignmentsOf(Agent $agent): QueryBuilder
    {
        return $this->assignedCouncilAgents()->newPivotQuery()
            ->whereIn('council_agent_id', $agent->councilAgents()->select('id'));
    }

    /**
     * The user's list of agents: those added for free or bought, and those their councils provide them
     * (unless hidden), each agent once, with its entry (source, pinned_at, added_at) as its pivot. Pinned
     * agents come first, most recently pinned first, then the rest, most recently added first.
     *
     * @return Collection<int, Agent>
     */
    public function listedAgents(): Collection
    {
        $own = $this->agents()->with('category')->orderByPivot('id', 'desc')->get();

        $provided = $this->assignedCouncilAgents()
            ->providingTo($this)
            ->wherePivotNull('hidden_at')
            ->whereNotIn('council_agents.agent_id', $own->modelKeys())
            ->with('agent.category')
            ->get()
            ->unique('agent_id')
            ->map(fn (CouncilAgent $councilAgent) => $councilAgent->agent->setRelation('pivot', new AgentUser([
                'source' => 'council',
                'pinned_at' => $councilAgent->pivot->pinned_at,
                'created_at' => $councilAgent->pivot->created_at,
            ])));

        return $own->toBase()->merge($provided)
            ->sortByDesc(fn (Agent $agent) => [
                $agent->pivot->pinned_at !== null,
                $agent->pivot->pinned_at?->format('Y-m-d H:i:s.u'),
                $agent->pivot->created_at->format('Y-m-d H:i:s.u'),
            ])
            ->values();
    }

    public function folders(): HasMany
    {
        return $this->hasMany(Folder::class);
    }

    public function threads(): HasMany
    {
        return $this->hasMany(Thread::class);
    }

    public function toolConnections(): HasMany
    {
        return $this->hasMany(ToolConnection::class);
    }

    /** The council invitations sent to the user's email address. */
    public function invitations(): HasMany
    {
        return $this->hasMany(Invitation::class, 'email', 'email');
    }

    /** Whether the user can sign in: an invitee's account has no password until it is completed. */
    public function hasPassword(): bool
    {
        return $this->password !== null;
    }

    /** @var array<int, string>|null The user's roles by council id, as roleIn() last read them. */
    private ?array $roles = null;

    private int $rolesReadAt = -1;

    /**
     * The user's role in the council, or null when they are not an active member. Every policy check
     * asks: the roles are read in one query, once per request, and again after a membership changed.
     */
    public function roleIn(Council $council): ?CouncilRole
    {
        if ($this->roles === null || $this->rolesReadAt !== CouncilMember::$membershipChanges) {
            $this->rolesReadAt = CouncilMember::$membershipChanges;
            $this->roles = $this->councils()->pluck('council_user.role', 'councils.id')->all();
        }

        $role = $this->roles[$council->id] ?? null;

        return $role === null ? null : CouncilRole::from($role);
    }
}
