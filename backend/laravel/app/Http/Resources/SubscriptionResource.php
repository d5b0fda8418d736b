<?php

namespace App\Http\Resources;

use App\Models\Order;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

class SubscriptionResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'description' => $this->description,
            'price' => $this->price,
            'currency' => $this->currency,
            'interval' => $this->interval,
            'seats' => $this->seats,
            'features' => $this->features,
            // The plan of the caller's current council.
            'is_current' => $request->user()?->currentCouncil?->subscription_id === $this->id,
            'product' => $this->product,
            'price_terms' => ['recurrence' => $this->interval, 'vat_rate' => Order::VAT_RATE, 'includes_vat' => false],
        ];
    }
}
