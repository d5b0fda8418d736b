<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class ThreadFile extends Model
{
    protected $fillable = ['name', 'size', 'mime_type', 'path'];
}
