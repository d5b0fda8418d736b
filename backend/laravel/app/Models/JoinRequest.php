<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/** A user's request to join a council, decided by one of its admins. */
class JoinRequest extends Model
{
    protected $fillable = ['user_id', 'message'];

    protected $attributes = ['status' => 'pending'];

    protected function casts(): array
    {
        return ['decided_at' => 'datetime'];
    }

    public function council(): BelongsTo
    {
        return $this->belongsTo(Council::class);
    }

    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }
}
