<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Database\Eloquent\SoftDeletes;
use Illuminate\Support\Str;

/**
 * An agent of the app store. Its author keeps it (edits, publishes, uploads its knowledge files);
 * a draft is seen by its author alone. Deleting it is soft: threads with it keep showing it.
 */
class Agent extends Model
{
    use SoftDeletes;

    /** What a paid agent's price means: a one-off payment, VAT added on top. */
    public const PAID_TERMS = ['recurrence' => 'one_off', 'vat_rate' => Order::VAT_RATE, 'includes_vat' => false];

    protected $fillable = [
        'name', 'slug', 'description', 'avatar_url', 'category_id', 'model_id', 'instructions', 'tools',
        'pricing', 'price', 'currency', 'price_terms', 'status', 'council_id', 'published_at',
    ];

    protected function casts(): array
    {
        return ['price_terms' => 'array', 'tools' => 'array', 'published_at' => 'datetime', 'price' => 'integer'];
    }

    public function category(): BelongsTo
    {
        return $this->belongsTo(Category::class);
    }

    /** The AI model it runs on; none means the platform's default model. */
    public function aiModel(): BelongsTo
    {
        return $this->belongsTo(AiModel::class, 'model_id');
    }

    public function author(): BelongsTo
    {
        return $this->belongsTo(User::class, 'user_id');
    }

    /** The council it was created for, if any. */
    public function council(): BelongsTo
    {
        return $this->belongsTo(Council::class);
    }

    /** The author's knowledge files. */
    public function files(): HasMany
    {
        return $this->hasMany(AgentFile::class);
    }

    /** The users who have it in their list (added or bought). */
    public function users(): BelongsToMany
    {
        return $this->belongsToMany(User::class)->using(AgentUser::class)->withPivot(['id', 'source', 'pinned_at'])->withTimestamps();
    }

    /** The councils' settings for it: one per council that has it. */
    public function councilAgents(): HasMany
    {
        return $this->hasMany(CouncilAgent::class);
    }

    public function orders(): HasMany
    {
        return $this->hasMany(Order::class, 'item_id')->where('type', 'agent');
    }

    public function isDraft(): bool
    {
        return $this->status === 'draft';
    }

    /**
     * What AgentResource shows for the caller, in the same query: the category, model and author,
     * the number of files, whether the agent is in the caller's agents (their own list, or a
     * council where they are an active member assigned to it while it is enabled, unless they removed
     * it from their list, which only hides it) and whether they bought it for themselves.
     */
    public function scopeForCaller(Builder $query, User $user): void
    {
        $query->with(['category', 'aiModel', 'author'])
            ->withCount('files')
            ->withExists([
                'users as in_own_list' => fn (Builder $users) => $users->whereKey($user->id),
                'councilAgents as provided_by_council' => fn (Builder $rows) => $rows->providingTo($user),
                'councilAgents as listed_by_council' => fn (Builder $rows) => $rows->providingTo($user)
                    ->whereHas('users', fn (Builder $users) => $users->whereKey($user->id)->whereNull('council_agent_user.hidden_at')),
                'orders as is_purchased' => fn (Builder $orders) => $orders
                    ->where('user_id', $user->id)->whereNull('council_id')->where('status', 'completed'),
            ]);
    }

    /**
     * Laravel's Str::slug of the name, with `-2`, `-3`... while it is taken (deleted agents keep theirs). A
     * request that lost the race for that slug ($attempt > 1) takes a random suffix instead, as Council's does.
     */
    public static function uniqueSlug(string $name, int $attempt = 1): string
    {
        $base = Str::slug($name) ?: 'agent';
        if ($attempt > 1) {
            return $base.'-'.Str::lower(Str::random(8));
        }
        $slug = $base;
        for ($n = 2; static::withTrashed()->where('slug', $slug)->exists(); $n++) {
            $slug = "{$base}-{$n}";
        }

        return $slug;
    }
}
