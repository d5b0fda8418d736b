<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class ToolConnection extends Model
{
    public $timestamps = false;

    protected $fillable = ['user_id', 'tool_id', 'connected_at', 'revoked_at'];

    protected function casts(): array
    {
        return ['connected_at' => 'datetime', 'revoked_at' => 'datetime'];
    }
}
