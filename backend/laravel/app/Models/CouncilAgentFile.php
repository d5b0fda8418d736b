<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/** A knowledge file a council attached to one of its agents: the agent reads it in that council only. */
class CouncilAgentFile extends Model
{
    protected $fillable = ['name', 'size', 'mime_type', 'path', 'uploaded_by'];

    protected function casts(): array
    {
        return ['size' => 'integer'];
    }

    public function councilAgent(): BelongsTo
    {
        return $this->belongsTo(CouncilAgent::class);
    }

    public function uploader(): BelongsTo
    {
        return $this->belongsTo(User::class, 'uploaded_by');
    }
}
