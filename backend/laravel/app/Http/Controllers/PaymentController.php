<?php

namespace App\Http\Controllers;

use App\Facades\Payments;
use App\Http\Requests\SetupPaymentRequest;
use App\Http\Resources\PaymentResource;
use App\Models\Order;
use App\Models\Payment;
use Illuminate\Http\JsonResponse;

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
            $intent = Payments::createPaymentIntent($order, $order->total(), $order->currency, $returnUrl);
            $fields = ['provider_id' => $intent->id, 'client_secret' => $intent->clientSecret, 'redirect_url' => $intent->redirectUrl];
        }

        return $order->payment()->updateOrCreate([], ($fields ?? []) + [
            'payment_method' => 'card',
            'status' => 'requires_action',
            'amount' => $order->total(),
            'currency' => $order->currency,
        ]);
    }

    private function invoice(Order $order): Payment
    {
        $invoice = Payments::issueInvoice($order, $order->total(), $order->currency, $order->invoiceNumber(), now()->addDays(Order::INVOICE_DUE_DAYS));
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
    }
}
