<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Database\Eloquent\Relations\HasOne;

class Tool extends Model
{
    public $timestamps = false;

    protected $fillable = ['slug', 'name', 'description', 'icon_url', 'functions', 'function_definitions'];

    protected function casts(): array
    {
        return ['functions' => 'array', 'function_definitions' => 'array'];
    }

    public function connections(): HasMany
    {
        return $this->hasMany(ToolConnection::class);
    }

    /** One user's connection, when eager-loaded constrained to that user (see DictionaryController). */
    public function connection(): HasOne
    {
        return $this->hasOne(ToolConnection::class);
    }
}
