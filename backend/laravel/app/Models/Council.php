<?php

namespace App\Models;

use App\Events\CouncilMemberAdded;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Database\Eloquent\Relations\HasOne;
use App\Support\RowLock;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;

class Council extends Model
{
    protected $fillable = ['name', 'slug', 'description', 'logo_url'];

    /** Active members and pending invitees. */
    public function users(): BelongsToMany
    {
        return $this->belongsToMany(User::class)
            ->using(CouncilMember::class)
            ->withPivot(['role', 'status', 'position_id', 'licence_id', 'joined_at'])
            ->withTimestamps();
    }

    /** The plan the council subscribes to, if any. */
    public function subscription(): BelongsTo
    {
        return $this->belongsTo(Subscription::class);
    }

    /** The agents created for the council. */
    public function agents(): HasMany
    {
        return $this->hasMany(Agent::class);
    }

    /** The agents the council has (bought, added or created for it), with its settings for each. */
    public function councilAgents(): HasMany
    {
        return $this->hasMany(CouncilAgent::class);
    }

    /** The council's settings for the agent; 404 when the council does not have it. */
    public function councilAgentFor(Agent $agent): CouncilAgent
    {
        return $this->councilAgents()->whereBelongsTo($agent)->firstOr(fn () => abort(404, 'Not found.'));
    }

    public function licences(): HasMany
    {
        return $this->hasMany(Licence::class);
    }

    public function orders(): HasMany
    {
        return $this->hasMany(Order::class);
    }

    public function files(): HasMany
    {
        return $this->hasMany(CouncilFile::class);
    }

    /** The grant to read the council's SharePoint, once an admin connected it. */
    public function sharepointConnection(): HasOne
    {
        return $this->hasOne(SharePointConnection::class);
    }

    /**
     * Str::slug of the name, with a numeric suffix while it is taken. A request that lost the race for that
     * slug ($attempt > 1) takes a random suffix instead: the next free number is what every other request of
     * that name is after too, and a slow one could lose each time.
     */
    public static function uniqueSlug(string $name, int $attempt = 1): string
    {
        $base = Str::slug(Str::limit($name, 90, '')) ?: 'council';
        if ($attempt > 1) {
            return $base.'-'.Str::lower(Str::random(8));
        }
        $slug = $base;
        for ($n = 2; static::where('slug', $slug)->exists(); $n++) {
            $slug = "{$base}-{$n}";
        }

        return $slug;
    }

    /** A join code no council uses: 8 characters without look-alikes such as 0/O and 1/I. */
    public static function newJoinCode(): string
    {
        do {
            $code = collect(range(1, 8))->map(fn () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[random_int(0, 31)])->implode('');
        } while (static::where('join_code', $code)->exists());

        return $code;
    }

    public function invitations(): HasMany
    {
        return $this->hasMany(Invitation::class);
    }

    public function joinRequests(): HasMany
    {
        return $this->hasMany(JoinRequest::class);
    }

    /**
     * What CouncilSummaryResource shows, read with the councils rather than for each: the active
     * members, and whether `$user` is one of them or waits on a request to join.
     */
    public function scopeWithSummaryFor(Builder $query, ?User $user): void
    {
        $query->withCount(['users as members_count' => fn (Builder $members) => $members->where('council_user.status', 'active')])
            ->withExists([
                'users as is_member' => fn (Builder $members) => $members->whereKey($user?->id)->where('council_user.status', 'active'),
                'joinRequests as has_pending_request' => fn (Builder $requests) => $requests->where('user_id', $user?->id)->where('status', 'pending'),
            ]);
    }

    /** Active admins: the last one can neither be demoted nor removed. */
    public function isLastAdmin(User $user): bool
    {
        $admins = $this->users()->wherePivot('role', 'admin')->wherePivot('status', 'active')->pluck('users.id');

        return $admins->count() === 1 && $admins->first() === $user->id;
    }

    /**
     * First inside a transaction that changes the council's members or seats: the council's row is
     * locked until it ends, so two such changes at once are made in turn, each seeing the other's.
     */
    public function lockMembership(): void
    {
        RowLock::fresh($this);
    }

    /**
     * Inside a transaction that took lockMembership(), before `$user` stops being an active admin:
     * refused (a 422 on `$field`) when they are the last one. Two admins demoting or removing each
     * other at once are taken in turn, and the second is refused.
     */
    public function keepAnAdminBesides(User $user, string $field): void
    {
        $admins = $this->users()->wherePivot('role', 'admin')->wherePivot('status', 'active')
            ->lockForUpdate()->pluck('users.id');

        if ($admins->count() === 1 && $admins->first() === $user->id) {
            throw ValidationException::withMessages([$field => 'The council must keep at least one admin.']);
        }
    }

    /**
     * Makes the user an active member (an invitee's `invited` row becomes active), tells the council
     * (`council.member.added`) and answers the membership as the user's profile lists it.
     */
    public function admit(User $user, string $role, ?int $positionId = null): Council
    {
        $this->users()->syncWithoutDetaching([$user->id => [
            'role' => $role, 'status' => 'active', 'position_id' => $positionId, 'joined_at' => now(),
        ]]);
        $member = $this->users()->findOrFail($user->id);
        broadcast(new CouncilMemberAdded($this, $member))->toOthers();

        return $user->councils()->findOrFail($this->id);
    }
}
