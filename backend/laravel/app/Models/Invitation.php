<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Casts\Attribute;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

class Invitation extends Model
{
    protected $fillable = ['email', 'role', 'position_id', 'token', 'expires_at', 'invited_by'];

    protected $attributes = ['status' => 'pending'];

    protected function casts(): array
    {
        return ['expires_at' => 'datetime'];
    }

    /**
     * The emailed token is stored as its SHA-256 hash, as Sanctum stores its tokens: the database
     * never holds a link that works. Keep the plain token from before it is set, for the mail.
     */
    protected function token(): Attribute
    {
        return Attribute::make(set: fn (string $token) => hash('sha256', $token));
    }

    /** The invitation an emailed token opens. */
    public function scopeOfToken(Builder $query, string $token): void
    {
        $query->where('token', hash('sha256', $token));
    }

    public function council(): BelongsTo
    {
        return $this->belongsTo(Council::class);
    }

    public function inviter(): BelongsTo
    {
        return $this->belongsTo(User::class, 'invited_by');
    }

    /** Invitations still to be answered: pending and not expired. */
    public function scopeOpen(Builder $query): void
    {
        $query->where('status', 'pending')->where('expires_at', '>', now());
    }

    /**
     * Refuses an invitation that can no longer be answered, on the request's `$field` (`token` for
     * the emailed link, `invitation` for the invitee's own list).
     */
    public function ensureUsable(string $field): void
    {
        if ($this->status === 'accepted') {
            throw ValidationException::withMessages([$field => 'This invitation has already been accepted.']);
        }
        if ($this->expires_at->isPast()) {
            throw ValidationException::withMessages([$field => 'This invitation has expired.']);
        }
    }

    /**
     * Makes the invitee an active member with the invitation's role and position, marks it accepted
     * and makes the council the invitee's current one: the same by the emailed token or by id.
     */
    public function accept(User $invitee): Council
    {
        // Read before the transaction: on SQLite its first statement must be the lock (RowLock).
        $council = $this->council;

        return DB::transaction(function () use ($invitee, $council) {
            $council->lockMembership();
            $membership = $this->council->admit($invitee, $this->role, $this->position_id);
            $this->forceFill(['status' => 'accepted'])->save();
            $invitee->forceFill(['current_council_id' => $this->council_id])->save();

            return $membership;
        }, 5);
    }
}
