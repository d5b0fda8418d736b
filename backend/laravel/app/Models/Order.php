<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * A purchase of an agent or a subscription; amounts in minor units, VAT excluded. `status` says
 * whether it took effect, `payment_status` where the money is.
 */
class Order extends Model
{
    protected $fillable = ['council_id', 'type', 'item_id', 'item_name', 'amount', 'currency'];

    protected $attributes = ['status' => 'pending', 'payment_status' => 'awaiting_payment'];

    protected function casts(): array
    {
        return ['due_at' => 'datetime', 'paid_at' => 'datetime', 'amount' => 'integer'];
    }

    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    public function council(): BelongsTo
    {
        return $this->belongsTo(Council::class);
    }
}
