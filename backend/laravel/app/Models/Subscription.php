<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/** A plan a council subscribes to: a product at a monthly or a yearly price, with its seats (licences). */
class Subscription extends Model
{
    protected $fillable = ['product', 'name', 'description', 'price', 'currency', 'interval', 'seats', 'features'];

    protected function casts(): array
    {
        return ['features' => 'array', 'price' => 'integer', 'seats' => 'integer'];
    }
}
