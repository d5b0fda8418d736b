<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class AiModel extends Model
{
    public $timestamps = false;

    protected $fillable = ['name', 'provider', 'provider_name', 'context_window'];
}
