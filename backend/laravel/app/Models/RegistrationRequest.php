<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/** Someone who cannot register on their own asked the sales team for access. */
class RegistrationRequest extends Model
{
    protected $fillable = ['name', 'email', 'company', 'message'];
}
