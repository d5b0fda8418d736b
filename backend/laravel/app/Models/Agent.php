<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Agent extends Model
{
    protected $fillable = ['name', 'slug', 'description', 'avatar_url', 'category_id', 'pricing', 'price', 'currency', 'price_terms', 'status'];

    protected function casts(): array
    {
        return ['price_terms' => 'array'];
    }

    public function category(): BelongsTo
    {
        return $this->belongsTo(Category::class);
    }
}
