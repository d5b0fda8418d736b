<?php

namespace App\Http\Requests;

use App\Enums\OrderStatus;
use App\Enums\PaymentStatus;
use Illuminate\Validation\Rule;

/** A council's orders (its admins), or the caller's own (`/api/profile/orders`, no council). */
class ListOrdersRequest extends PaginatedRequest
{
    public function authorize(): bool
    {
        $council = $this->route('council');

        return $council === null || $this->user()->can('manageBilling', $council);
    }

    public function rules(): array
    {
        return [
            ...parent::rules(),
            'status' => ['sometimes', Rule::enum(OrderStatus::class)],
            'payment_status' => ['sometimes', Rule::enum(PaymentStatus::class)],
            'type' => ['sometimes', Rule::in(['agent', 'subscription'])],
        ];
    }
}
