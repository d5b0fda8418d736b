<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Invitation extends Model
{
    protected $fillable = ['email', 'role', 'position_id', 'token', 'expires_at', 'invited_by'];

    protected $attributes = ['status' => 'pending'];

    protected function casts(): array
    {
        return ['expires_at' => 'datetime'];
    }

    public function council(): BelongsTo
    {
        return $this->belongsTo(Council::class);
    }

    public function inviter(): BelongsTo
    {
        return $this->belongsTo(User::class, 'invited_by');
    }
}
