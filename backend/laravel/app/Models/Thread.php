<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Thread extends Model
{
    public const DEFAULT_TITLE = 'New chat';

    protected $fillable = ['agent_id', 'folder_id', 'title'];

    protected function casts(): array
    {
        // The ids as integers whatever JSON form of them the `integer` rule took ("7", 7.0).
        return [
            'agent_id' => 'integer', 'folder_id' => 'integer', 'council_id' => 'integer',
            'last_message_at' => 'datetime', 'title_is_custom' => 'boolean',
        ];
    }

    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    /** A deleted agent's threads are kept (read-only), so they still show it. */
    public function agent(): BelongsTo
    {
        return $this->belongsTo(Agent::class)->withTrashed();
    }

    /** The current version of each message: what the thread shows. */
    public function messages(): HasMany
    {
        return $this->hasMany(Message::class)->where('is_current', true);
    }

    /** A reply that has not ended yet blocks the next message. */
    public function hasReplyUnderWay(): bool
    {
        return $this->messages()->whereIn('status', ['pending', 'streaming'])->exists();
    }

    public function scopeNewestFirst(Builder $query): void
    {
        $query->orderByRaw('COALESCE(last_message_at, created_at) DESC')->orderByDesc('id');
    }
}
