<?php

namespace App\Models;

use App\Enums\CouncilRole;
use App\Enums\MembershipStatus;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\Pivot;

class CouncilMember extends Pivot
{
    protected $table = 'council_user';

    /** Counts the changes to memberships in this process: a user's roles read before one are read again (User::roleIn). */
    public static int $membershipChanges = 0;

    public $incrementing = true;

    protected $fillable = ['role', 'status', 'position_id', 'licence_id', 'joined_at'];

    protected static function booted(): void
    {
        static::saved(fn () => static::$membershipChanges++);
        static::deleted(fn () => static::$membershipChanges++);
    }

    protected function casts(): array
    {
        return ['role' => CouncilRole::class, 'status' => MembershipStatus::class, 'joined_at' => 'datetime'];
    }

    public function licence(): BelongsTo
    {
        return $this->belongsTo(Licence::class);
    }

    public function position(): BelongsTo
    {
        return $this->belongsTo(UserPosition::class, 'position_id');
    }
}
