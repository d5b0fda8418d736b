<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Message extends Model
{
    protected $fillable = ['role', 'content', 'status', 'error', 'parent_id', 'original_id', 'version', 'is_current', 'stopped_at'];

    protected $attributes = ['content' => '', 'version' => 1, 'is_current' => true];

    protected function casts(): array
    {
        return ['stopped_at' => 'datetime', 'is_current' => 'boolean'];
    }

    protected static function booted(): void
    {
        // A first version is the original of its own versions.
        static::created(function (Message $message) {
            if ($message->original_id === null) {
                $message->original_id = $message->id;
                $message->saveQuietly();
            }
        });
    }

    public function thread(): BelongsTo
    {
        return $this->belongsTo(Thread::class);
    }

    /** Every version of this message, oldest first (the first version is its own original). */
    public function versions(): HasMany
    {
        return $this->hasMany(Message::class, 'original_id', 'original_id')->orderBy('version');
    }

    public function files(): HasMany
    {
        return $this->hasMany(ThreadFile::class);
    }

    public function isUnderWay(): bool
    {
        return in_array($this->status, ['pending', 'streaming'], true);
    }
}
