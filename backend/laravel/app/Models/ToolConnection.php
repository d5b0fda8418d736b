<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/** A user's grant at a tool's provider; `revoked_at` set (tokens dropped) when the provider stopped accepting it. */
class ToolConnection extends Model
{
    public $timestamps = false;

    protected $fillable = ['user_id', 'tool_id', 'connected_at', 'revoked_at', 'access_token', 'refresh_token', 'expires_at'];

    protected $hidden = ['access_token', 'refresh_token'];

    protected function casts(): array
    {
        return [
            'connected_at' => 'datetime',
            'revoked_at' => 'datetime',
            'expires_at' => 'datetime',
            'access_token' => 'encrypted',
            'refresh_token' => 'encrypted',
        ];
    }

    public function tool(): BelongsTo
    {
        return $this->belongsTo(Tool::class);
    }
}
