<?php

namespace App\Models;

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
}
