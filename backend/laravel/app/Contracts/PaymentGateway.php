<?php

namespace App\Contracts;

use App\Models\Order;
use App\Support\Payments\HostedInvoice;
use App\Support\Payments\PaymentIntent;

/**
 * The payment provider: it takes card payments (a payment intent the browser confirms with its
 * client secret) and issues invoices to councils. Amounts are in minor units (cents), VAT included.
 *
 * `$idempotencyKey`: the same key twice (a request sent again, two at once) gives the same intent or
 * invoice, not a second charge, as Stripe's `Idempotency-Key` does.
 */
interface PaymentGateway
{
    /**
     * A new card payment intent for the order; the browser confirms it with `clientSecret`, or
     * opens `redirectUrl` when the provider sets one (3-D Secure), returning to `$returnUrl`.
     */
    public function createPaymentIntent(Order $order, int $amount, string $currency, ?string $returnUrl = null, ?string $idempotencyKey = null): PaymentIntent;

    /** The payment intent as the provider sees it now (its status moves as the card holder answers). */
    public function retrievePaymentIntent(string $id): PaymentIntent;

    /**
     * Issues the order's invoice to its council's billing address: numbered `$number`, due by
     * `$dueAt`, with the provider's hosted page where it can be seen and paid.
     */
    public function issueInvoice(Order $order, int $amount, string $currency, string $number, \DateTimeInterface $dueAt, ?string $idempotencyKey = null): HostedInvoice;
}
