<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use App\Events\OrderCompleted;
use App\Support\RowLock;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasOne;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

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

    /** The payment prepared at the provider, once setupPayment was called. */
    public function payment(): HasOne
    {
        return $this->hasOne(Payment::class);
    }

    /** Days an invoice gives the council to pay. */
    public const INVOICE_DUE_DAYS = 30;

    /** The VAT added to every price (percent): UK standard rate. Prices and amounts exclude it. */
    public const VAT_RATE = 20;

    /** What the buyer pays: the amount with VAT, rounded half up per invoice line, as HMRC allows. */
    public function total(): int
    {
        return $this->amount + (int) round($this->amount * self::VAT_RATE / 100);
    }

    /** The number printed on the order's invoice or receipt. */
    public function invoiceNumber(): string
    {
        return 'INV-'.now()->year.'-'.str_pad((string) $this->id, 6, '0', STR_PAD_LEFT);
    }

    /** Another order of the same item (same buyer or council) still waiting for its payment. */
    public function waitingTwin(): ?Order
    {
        return static::query()
            ->whereKeyNot($this->id)
            ->where('status', 'pending')
            ->where('type', $this->type)
            ->where('item_id', $this->item_id)
            ->when(
                $this->council_id === null,
                fn ($query) => $query->whereNull('council_id')->where('user_id', $this->user_id),
                fn ($query) => $query->where('council_id', $this->council_id),
            )
            ->first();
    }

    /**
     * Stores a new order of `$buyer`. One of the same item and buyer still waiting for payment (the
     * orders_one_pending_for_* indexes: another request got in after the buy rules looked) is the rules' 422
     * on `$field`.
     */
    public function place(User $buyer, string $field): void
    {
        try {
            $this->user()->associate($buyer)->save();
        } catch (UniqueConstraintViolationException $exception) {
            $twin = $this->waitingTwin() ?? throw $exception;
            $item = $this->type === 'subscription' ? 'plan' : 'agent';

            throw ValidationException::withMessages([$field => "Order #{$twin->id} for this {$item} is already waiting for payment."]);
        }
    }

    /**
     * Completes a pending order and applies what was bought: `paid` (the provider confirmed a card
     * payment) or `invoiced` (an invoice was issued, due in 30 days). The buyer hears
     * `order.completed`. An order that is not pending is left as it is.
     */
    public function complete(string $how): void
    {
        // Checked again on the locked row: two completions at once apply the purchase once.
        DB::transaction(function () use ($how) {
            if ($this->lockForCompletion()->status !== 'pending') {
                return;
            }
            $this->forceFill([
                'status' => 'completed',
                'payment_status' => $how,
                'payment_method' => $how === 'paid' ? 'card' : 'invoice',
                'invoice_number' => $this->invoiceNumber(),
                'due_at' => $how === 'invoiced' ? now()->addDays(self::INVOICE_DUE_DAYS) : null,
                'paid_at' => $how === 'paid' ? now() : null,
            ])->save();
            $this->applyPurchase();

            // Sent once the completion committed (ShouldDispatchAfterCommit).
            OrderCompleted::dispatch($this->load(['user', 'council']));
        }, 5);
    }

    /**
     * First inside a transaction: locks the order's row until it ends (another completion or set-up
     * of it waits) and reads it again, as it is now.
     */
    public function lockForCompletion(): static
    {
        return $this->setRawAttributes(RowLock::fresh($this)->getAttributes(), true);
    }

    /**
     * An agent bought for oneself joins the buyer's list, one bought for a council is enabled in
     * its agents; a bought plan becomes the council's, with its seats.
     */
    private function applyPurchase(): void
    {
        if ($this->type === 'agent' && $this->council_id !== null) {
            CouncilAgent::updateOrCreate(
                ['council_id' => $this->council_id, 'agent_id' => $this->item_id],
                ['is_enabled' => true],
            );
        } elseif ($this->type === 'agent') {
            $this->loadMissing('user');
            $own = $this->user->agents()->where('agents.id', $this->item_id)->first();
            $own === null
                ? $this->user->agents()->attach($this->item_id, ['source' => 'purchased'])
                : $this->user->agents()->updateExistingPivot($this->item_id, ['source' => 'purchased']);
        } elseif ($this->type === 'subscription' && $this->council_id !== null) {
            $plan = Subscription::findOrFail($this->item_id);
            $this->loadMissing('council');
            $this->council->subscription()->associate($plan)->save();
            $expires = now()->addDays($plan->interval === 'year' ? 365 : 30);
            foreach (range(1, $plan->seats) as $seat) {
                $this->council->licences()->create([
                    'subscription_id' => $plan->id,
                    'name' => "{$plan->name} seat {$seat}",
                    'expires_at' => $expires,
                ]);
            }
        }
    }
}
