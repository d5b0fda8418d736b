<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/** A payment is named by its order's id (the `{payment}` of its route). */
class PaymentResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'id' => $this->order_id,
            'payment_method' => $this->payment_method,
            'client_secret' => $this->client_secret,
            'redirect_url' => $this->redirect_url,
            'status' => $this->status,
            'amount' => $this->amount,
            'currency' => $this->currency,
        ];
    }
}
