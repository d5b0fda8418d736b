<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/** One seat of a council's subscription, held by at most one active member. */
class Licence extends Model
{
    protected $fillable = ['subscription_id', 'name', 'expires_at'];

    protected $attributes = ['status' => 'unassigned'];

    protected function casts(): array
    {
        return ['expires_at' => 'datetime'];
    }

    public function council(): BelongsTo
    {
        return $this->belongsTo(Council::class);
    }

    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    /** `expired` once revoked or past its date; else `active` with a holder and `unassigned` without. */
    public function currentStatus(): string
    {
        if ($this->status === 'expired' || $this->expires_at?->isPast()) {
            return 'expired';
        }

        return $this->user_id === null ? 'unassigned' : 'active';
    }

    /** Gives the seat to a member (or takes it back with null), on the licence and on the membership. */
    public function assignTo(?User $user): void
    {
        if ($this->user_id !== null) {
            $this->council->users()->updateExistingPivot($this->user_id, ['licence_id' => null]);
        }
        if ($user !== null) {
            $this->council->users()->updateExistingPivot($user->id, ['licence_id' => $this->id]);
        }
        $this->user()->associate($user);
        $this->status = $user === null ? 'unassigned' : 'active';
        $this->save();
    }
}
