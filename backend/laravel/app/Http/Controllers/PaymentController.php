<?php

namespace App\Http\Controllers;

use App\Facades\Payments;
use App\Http\Requests\SetupPaymentRequest;
use App\Http\Resources\PaymentResource;
use App\Models\Order;
use App\Models\Payment;
use Illuminate\Http\JsonResponse;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

class PaymentController extends Controller
{
    /**
     * Prepares the order's payment at the provider: a card payment intent (reused when called
     * again) whose confirmation completes the order later, or an invoice that completes it now.
     */
    public function setup(SetupPaymentRequest $request, Order $payment): JsonResponse
    {
        $order = $request->order();
        if ($order->status === 'failed') {
            // Trying a failed payment again reopens the order.
            $order->forceFill(['status' => 'pending', 'payment_status' => 'awaiting_payment', 'payment_method' => null])->save();
        }

        $prepared = $request->input('payment_method') === 'card'
            ? $this->card($order, $request->input('return_url'))
            : $this->invoice($order);

        // 200 also when the payment was just created: the order is what the call is about.
        return (new PaymentResource($prepared))->response()->setStatusCode(200);
    }

    private function card(Order $order, ?string $returnUrl): Payment
    {
        $existing = $order->payment;
        if ($existing?->payment_method === 'card' && $existing->status === 'processing') {
            // The provider is still working on it: not restarted, the caller is told so.
            return $existing;
        }
        if ($existing?->payment_method !== 'card' || $existing->client_secret === null) {
            // The same key for the same step (a request sent twice, or two at once), a new one once it moved on.
            $intent = Payments::createPaymentIntent($order, $order->total(), $order->currency, $returnUrl,
                "order-{$order->id}-intent-after-".($existing?->provider_id ?? 'none'));
            $fields = ['provider_id' => $intent->id, 'client_secret' => $intent->clientSecret, 'redirect_url' => $intent->redirectUrl];
        }

        return $order->payment()->updateOrCreate([], ($fields ?? []) + [
            'payment_method' => 'card',
            'status' => 'requires_action',
            'amount' => $order->total(),
            'currency' => $order->currency,
        ]);
    }

    /**
     * One invoice per order, however many set-ups arrive at once: the order's row is locked and its
     * state read again inside the transaction (a set-up that waited finds it invoiced, as the rules
     * would have), and the provider is asked under the order's key, so a retry gets the same invoice.
     */
    private function invoice(Order $order): Payment
    {
        return DB::transaction(function () use ($order) {
            if ($order->lockForCompletion()->status !== 'pending') {
                throw ValidationException::withMessages(['payment_method' => 'This order is already invoiced: pay its invoice by transfer or by card.']);
            }
            $invoice = Payments::issueInvoice($order, $order->total(), $order->currency, $order->invoiceNumber(),
                now()->addDays(Order::INVOICE_DUE_DAYS), "order-{$order->id}-invoice");
            $payment = $order->payment()->updateOrCreate([], [
                'payment_method' => 'invoice',
                'provider_id' => $invoice->id,
                'client_secret' => null,
                'redirect_url' => $invoice->url,
                'status' => 'invoiced',
                'amount' => $order->total(),
                'currency' => $order->currency,
            ]);
            $order->complete('invoiced');

            return $payment;
        }, 5);
    }
}
