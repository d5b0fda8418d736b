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

    /**
     * Marks a pending order completed and grants what was bought: `paid` (the card payment went
     * through) or `invoiced` (an invoice is issued, due in 30 days, nothing paid yet). An agent
     * bought for a council is enabled in its agents; one bought for oneself joins the buyer's list.
     */
    public function complete(string $how): void
    {
        if ($this->status !== 'pending') {
            return;
        }
        $this->forceFill([
            'status' => 'completed',
            'payment_status' => $how,
            'payment_method' => $how === 'paid' ? 'card' : 'invoice',
            'invoice_number' => sprintf('INV-%d-%06d', now()->year, $this->id),
            'due_at' => $how === 'invoiced' ? now()->addDays(30) : null,
            'paid_at' => $how === 'paid' ? now() : null,
        ])->save();

        if ($this->type === 'agent' && $this->council_id !== null) {
            CouncilAgent::updateOrCreate(
                ['council_id' => $this->council_id, 'agent_id' => $this->item_id],
                ['is_enabled' => true],
            );
        } elseif ($this->type === 'agent') {
            $this->user->agents()->syncWithoutDetaching([$this->item_id => ['source' => 'purchased']]);
        }
    }
}
