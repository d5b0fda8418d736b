<?php

namespace App\Http\Requests;

use App\Models\Order;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

/** `{payment}` is the order to pay. */
class SetupPaymentRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('pay', $this->order());
    }

    public function rules(): array
    {
        return [
            'payment_method' => ['required', 'string', Rule::in(['card', 'invoice'])],
            'return_url' => ['sometimes', 'string', 'url', 'max:2048'],
        ];
    }

    /** Whether the order can be paid this way: pending, failed (tried again) or invoiced (paid by card). */
    public function after(): array
    {
        return [
            function (Validator $validator) {
                if ($validator->errors()->isNotEmpty()) {
                    return;
                }
                $order = $this->order();
                $invoiced = $order->payment_status === 'invoiced';
                $byInvoice = $this->input('payment_method') === 'invoice';
                if ($invoiced && $byInvoice) {
                    $validator->errors()->add('payment_method', 'This order is already invoiced: pay its invoice by transfer or by card.');
                } elseif ($order->status === 'completed' && ! $invoiced) {
                    $validator->errors()->add('payment', 'This order has already been paid.');
                } elseif ($order->status === 'failed' && $waiting = $order->waitingTwin()) {
                    $validator->errors()->add('payment', "Order #{$waiting->id} for this item is already waiting for payment.");
                } elseif (! in_array($order->status, ['pending', 'failed'], true) && ! $invoiced) {
                    $validator->errors()->add('payment', 'This order can no longer be paid.');
                } elseif ($byInvoice && $order->council_id === null) {
                    $validator->errors()->add('payment_method', 'Invoices are available for council orders only.');
                }
            },
        ];
    }

    public function order(): Order
    {
        return $this->route('payment')->loadMissing(['council', 'payment']);
    }
}
