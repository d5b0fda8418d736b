<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Relations\Pivot;

/** An agent in a user's list. */
class AgentUser extends Pivot
{
    public $incrementing = true;

    protected function casts(): array
    {
        return ['pinned_at' => 'datetime'];
    }
}
