<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/** A knowledge file the agent's author uploaded; the agent reads it wherever it is used. */
class AgentFile extends Model
{
    protected $fillable = ['name', 'size', 'mime_type', 'path'];

    protected function casts(): array
    {
        return ['size' => 'integer'];
    }

    public function agent(): BelongsTo
    {
        return $this->belongsTo(Agent::class);
    }
}
