<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class AiModel extends Model
{
    public $timestamps = false;

    protected $fillable = ['name', 'provider', 'context_window'];
}
