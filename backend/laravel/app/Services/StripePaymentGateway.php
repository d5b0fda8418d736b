<?php

namespace App\Services;

use App\Contracts\PaymentGateway;
use App\Models\Order;
use App\Support\Payments\HostedInvoice;
use App\Support\Payments\PaymentIntent;
use Illuminate\Http\Client\PendingRequest;
use Illuminate\Support\Facades\Http;

/**
 * Payments through Stripe's REST API (config/services.php `stripe`). A minimal driver: a team
 * replaces it with Laravel Cashier or adds what it needs (a customer per council kept in the
 * database, webhooks that complete orders when an intent succeeds or an invoice is paid).
 */
class StripePaymentGateway implements PaymentGateway
{
    /** @param  array{url: string, secret: ?string, timeout: int}  $config */
    public function __construct(private array $config) {}

    public function createPaymentIntent(Order $order, int $amount, string $currency, ?string $returnUrl = null, ?string $idempotencyKey = null): PaymentIntent
    {
        return $this->intent($this->stripe($idempotencyKey)->asForm()->post('payment_intents', [
            'amount' => $amount,
            'currency' => strtolower($currency),
            'automatic_payment_methods' => ['enabled' => 'true'],
            'metadata' => ['order_id' => $order->id],
        ])->throw()->json());
    }

    public function retrievePaymentIntent(string $id): PaymentIntent
    {
        return $this->intent($this->stripe()->get('payment_intents/'.rawurlencode($id))->throw()->json());
    }

    public function issueInvoice(Order $order, int $amount, string $currency, string $number, \DateTimeInterface $dueAt, ?string $idempotencyKey = null): HostedInvoice
    {
        $order->loadMissing(['council', 'user']);
        // Each of the four calls under a key of its own, derived from the caller's.
        $stripe = fn (string $step) => $this->stripe($idempotencyKey === null ? null : "{$idempotencyKey}:{$step}")->asForm();
        $customer = $stripe('customer')->post('customers', [
            'name' => $order->council?->name ?? $order->user->name,
            'email' => $order->user->email,
            'metadata' => ['council_id' => $order->council_id],
        ])->throw()->json('id');
        $invoice = $stripe('invoice')->post('invoices', [
            'customer' => $customer,
            'collection_method' => 'send_invoice',
            'due_date' => $dueAt->getTimestamp(),
            'number' => $number,
            'metadata' => ['order_id' => $order->id],
        ])->throw()->json('id');
        $stripe('item')->post('invoiceitems', [
            'customer' => $customer,
            'invoice' => $invoice,
            'amount' => $amount,
            'currency' => strtolower($currency),
            'description' => $order->item_name,
        ])->throw();
        $finalized = $stripe('finalize')->post("invoices/{$invoice}/finalize")->throw()->json();

        return new HostedInvoice($finalized['id'], $finalized['hosted_invoice_url']);
    }

    private function stripe(?string $idempotencyKey = null): PendingRequest
    {
        return Http::baseUrl(rtrim($this->config['url'], '/').'/v1/')
            ->withToken((string) $this->config['secret'])
            ->timeout($this->config['timeout'])
            ->when($idempotencyKey !== null, fn (PendingRequest $request) => $request->withHeaders(['Idempotency-Key' => $idempotencyKey]));
    }

    /** Stripe's intent in the contract's terms: its several requires_* states all wait for the card holder. */
    private function intent(array $intent): PaymentIntent
    {
        $status = match ($intent['status']) {
            'processing' => 'processing',
            'succeeded' => 'succeeded',
            'canceled' => 'failed',
            default => 'requires_action',
        };

        return new PaymentIntent(
            $intent['id'],
            $intent['client_secret'],
            $status,
            $intent['next_action']['redirect_to_url']['url'] ?? null,
        );
    }
}
