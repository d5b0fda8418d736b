<?php

namespace App\Models;

use App\Events\CouncilMemberAdded;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;

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

    public function invitations(): HasMany
    {
        return $this->hasMany(Invitation::class);
    }

    public function joinRequests(): HasMany
    {
        return $this->hasMany(JoinRequest::class);
    }

    /** Active admins: the last one can neither be demoted nor removed. */
    public function isLastAdmin(User $user): bool
    {
        $admins = $this->users()->wherePivot('role', 'admin')->wherePivot('status', 'active')->pluck('users.id');

        return $admins->count() === 1 && $admins->first() === $user->id;
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
