<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/** A document in a council's shared library. */
class CouncilFile extends Model
{
    protected $fillable = ['name', 'size', 'mime_type', 'path', 'uploaded_by'];

    public function council(): BelongsTo
    {
        return $this->belongsTo(Council::class);
    }

    public function uploader(): BelongsTo
    {
        return $this->belongsTo(User::class, 'uploaded_by');
    }
}
