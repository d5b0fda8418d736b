<?php

namespace App\Models;

use App\Enums\CouncilRole;
use Illuminate\Contracts\Auth\MustVerifyEmail;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Foundation\Auth\User as Authenticatable;
use Illuminate\Notifications\Notifiable;
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
