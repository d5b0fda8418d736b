<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * What the provider holds for an order: a card payment intent (its client secret for the browser)
 * or an issued invoice (its hosted page). Amounts in minor units, VAT included.
 */
class Payment extends Model
{
    protected $fillable = ['payment_method', 'provider_id', 'client_secret', 'redirect_url', 'status', 'amount', 'currency'];

    protected function casts(): array
    {
        return ['amount' => 'integer'];
    }

    public function order(): BelongsTo
    {
        return $this->belongsTo(Order::class);
    }
}
